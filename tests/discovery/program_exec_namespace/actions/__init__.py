"""Tools generated with `exec` (multi-module fixture, absolute imports; maitabi-mcp-server).

Covers: `mcp.add_tool(status)` of a plain function beside them (still found). Negative: the
function `make_tool_fn` builds with `exec(source, namespace)` and reads back as
`namespace[action.tool]` is not `_dumps`, a helper the namespace dict literal holds for the
generated source to call.
"""

# expect: none

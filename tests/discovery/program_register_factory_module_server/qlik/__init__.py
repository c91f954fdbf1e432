"""An analytics MCP server whose tools are registered by a project decorator factory
(multi-file fixture, as qlik-sense-mcp-server does).

Covers: `@_tool()` from a helpers module, whose nested decorator registers
`context.mcp.tool(**_options())(_bounded(func))` on the server of the module `context`,
made in `if`/`else` from an SDK class picked in `try:`; other decorators under it.
Negative: the same factory shape registering on a project command table.
"""

# expect: none

"""A sandbox MCP server whose registrar hands functions of sibling modules to the server as
module attributes (multi-file fixture; awslabs.amazon-bedrock-agentcore-mcp-server's
`tools/code_interpreter/__init__.py`).

Covers: `from . import execution, session` in a package `__init__`, then
`def register_interp_tools(mcp): mcp.tool()(session.start_session)` with `mcp` unannotated;
`core.server` calls it with an `MCPServer` from inside `if`/`try`. Negative: `format_output`,
handed by `register_formatters(fmt)` to a formatter object (`fmt.tool()(helpers.format_output)`,
where `fmt` is a project class, not a server), and module functions never registered.
"""

# expect: none

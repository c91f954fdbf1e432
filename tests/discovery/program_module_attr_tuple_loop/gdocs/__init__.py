"""A documents MCP server whose registry module holds a tuple of the tool modules' functions as
module attributes and registers each on the server it is given (google-docs-mcp-server's
`TOOL_FUNCTIONS = (docs_tools.create_doc, ...)`; `def register_all_tools(mcp): for function in
TOOL_FUNCTIONS: mcp.add_tool(function)`, `mcp` unannotated, called by `gdocs.server` with a
FastMCP; the registry imports no framework).

Negative: a tuple of the same modules' helpers that another function of the registry only
logs (`for f in HELPERS: logger.info(f)`), and functions of the tool modules in neither tuple.

# expect: none
"""

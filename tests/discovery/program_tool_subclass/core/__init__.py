"""A data-platform MCP server whose tools are made by the project's own subclasses of
fastmcp's `FunctionTool` (multi-module fixture, absolute imports).

Covers: `mcp.add_tool(UserTool.from_function(f, ...))` where `UserTool` subclasses
`fastmcp.tools.FunctionTool` through another project class in another module, imported under
an alias (`PlainFunctionTool as FunctionTool`) or its own name; the server typed as fastmcp's
`FastMCP` or as the project's subclass of it.
Negative: `from_function` of a project class that does not derive from a framework class
(`jobs.schedule`).
"""

# expect: none

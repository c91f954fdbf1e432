"""A genomics MCP server whose tools are registered by calls of the project's own helper
(multi-file fixture with absolute imports; awslabs healthomics's `_register_tool`).

Covers: `def _register_tool(name, fn): mcp.tool(name=name)(paginating(name, fn))` called as
`_register_tool("ListWorkflows", list_workflows)` (the callable is the helper's second
parameter, wrapped in a project call before registration; the tool's name is the `name`
argument at the call site), by keyword, and the same helper imported into another module.
Negative: `_note` (fills the project's own table), `_describe` (registers a callable the
helper builds, not its argument).
"""

# expect: none

"""A notes MCP server on the low-level `Server` whose tool schemas are built by handler
classes (multi-file fixture with absolute imports; mcp-obsidian's `ToolHandler`).

Covers: `Tool(name=self.name, inputSchema={...})` in `get_tool_description(self)` of a
subclass whose `self.name` is set by the base class's constructor from
`super().__init__(TOOL_CONSTANT)` (by position and by keyword), and a subclass setting
`self.name` itself. Negative: `Resource(name=self.name, ...)` (not a tool).
"""

# expect: none

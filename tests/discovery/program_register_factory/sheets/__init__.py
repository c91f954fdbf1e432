"""A spreadsheet MCP server whose tools are registered by a project class's decorator
factories (multi-file fixture with absolute imports; excel-mcp-server's `ToolRegistry`).

Covers: `class ToolRegistry` keeping the server (`self.server = server`, `server: MCPServer`),
whose methods `writer(self, title)` / `reader(self, title)` return `self._register(title, ...)`,
whose nested `decorate(function)` calls `self.server.tool(title=title, ...)(wrap(function))`;
the tools are `@tools.writer("Add slicer") def add_slicer(...)` inside
`def register(tools: ToolRegistry, ...)` in another module. Negative: the same shape on a
project class filling its own table (`Catalog`), a parameter annotated with it.
"""

# expect: none

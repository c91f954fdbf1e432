"""A home-automation MCP server whose tools are registered by a registry object: the server
object hands itself to `ToolsRegistry(self)`, whose `__init__` keeps `self.mcp = server.mcp`
and whose method passes `self.mcp` to registering functions of modules that import no
framework (multi-module fixture, absolute imports).

Covers: a server reached through a constructor parameter's attribute (`server.mcp`, the
server object's `self.mcp = FastMCP(...)`), and through the parameter itself
(`self.app = app`); registering functions with untyped and `Any` parameters.
Negative: the same shapes in `plugins/`, where the object handed over holds a project command
table, not a server.
"""

# expect: none

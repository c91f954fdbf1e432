"""A network MCP server registering every name of its tool packages' `__all__` (multi-file
fixture, as awslabs-aws-network-mcp-server does).

Covers: `for module in (vpc, vpn): for tool_name in module.__all__:
mcp.tool(getattr(module, tool_name))`, with `__all__` naming functions the package
re-exports from its submodules, or defines itself.
Negative: a function of the same modules that `__all__` leaves out; a module imported by
the server but not in the loop; `getattr` over `__all__` of modules used for logging only.
"""

# expect: none

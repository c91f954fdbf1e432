"""A cloud MCP server whose tools are registered through registrars that fan out
(multi-file fixture, as krutrim-mcp-server and kratos-mcp-server do).

Covers: a subpackage's `register(mcp)` calling its submodules' `register(mcp)` through
the module objects (`images.register(mcp)`), reached from a server factory; a
`register_all(mcp)` that imports its modules inside the function and loops over them
(`for module in (sessions, studies): module.register(mcp)`).
Negative: the same fan-out and loop handing a project command table, not a server, on
(`cloud.cli`).
"""

# expect: none

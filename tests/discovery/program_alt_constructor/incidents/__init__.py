"""An incident MCP server built from an OpenAPI spec with fastmcp's class-method constructor,
with curated tools added on top (multi-file fixture; rootly-mcp-server's
`create_rootly_mcp_server`).

Covers: `mcp = FastMCP.from_openapi(openapi_spec=..., client=...)` in a factory, `@mcp.tool()`
closures of the same factory, and `register_alert_tools(mcp=mcp, ...)` defined in a module that
imports only `mcp.types` with `mcp: Any`: all fastmcp tools. Negative: `Catalog.from_openapi`,
a project class method of the same name whose result has a `tool()` method.
"""

# expect: none

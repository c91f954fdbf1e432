"""Knowledge-base MCP server split over modules (multi-file fixture; relative imports only).

Covers: a `FastMCP` server object created in `server.py` and decorated in other modules
(`from .server import mcp` then `@mcp.tool`; `from . import server` then
`@server.mcp.tool(...)`), a registration call on the imported server
(`mcp.add_tool(fn)`), and the usual entry module that imports the tool modules for their
side effects. Expectations live in the module that defines each function.
"""

# expect: none

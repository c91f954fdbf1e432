"""Two modules each register a nested `list_logs` on one MCP SDK FastMCP server
(uipath-orchestrator-mcp's robots and audit): the SDK keeps the first and logs
`Tool already exists`, so the second is never listed."""
from mcp.server.fastmcp import FastMCP

from mcpserver import audit, robots

mcp = FastMCP("orchestrator")
robots.register(mcp)
audit.register(mcp)

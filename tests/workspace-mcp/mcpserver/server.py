"""Two modules each register a nested `list_logs` on one MCP SDK FastMCP server
(uipath-orchestrator-mcp's robots and audit): the SDK keeps the first and logs
`Tool already exists`, so the second is never listed. `jobs` defines one name twice: its own module reports that."""
from mcp.server.fastmcp import FastMCP

from mcpserver import audit, jobs, robots

mcp = FastMCP("orchestrator")
robots.register(mcp)
audit.register(mcp)
jobs.register(mcp)

"""The server, of whichever SDK is installed."""

# expect: none

import os

try:
    from mcp.server.mcpserver import MCPServer as _McpHost

    MCP_SDK_MAJOR = 2
except ImportError:  # mcp < 2.0
    from mcp.server.fastmcp import FastMCP as _McpHost

    MCP_SDK_MAJOR = 1

_port = int(os.getenv("MCP_PORT", "8000"))
if MCP_SDK_MAJOR >= 2:
    mcp = _McpHost("analytics")
else:
    mcp = _McpHost("analytics", port=_port)

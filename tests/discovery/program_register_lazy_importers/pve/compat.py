"""The server class of whichever SDK is installed."""

# expect: none

try:  # MCP SDK >= 2
    from mcp.server.mcpserver import MCPServer
except ImportError:  # MCP SDK 1.x
    from mcp.server.fastmcp import FastMCP as MCPServer

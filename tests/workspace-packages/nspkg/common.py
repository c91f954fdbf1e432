from mcp.server.mcpserver import MCPServer

mcp = MCPServer("nspkg")

from mcp.server.mcpserver import MCPServer

from .registration import register_tools as register_dynamic_instrumentation_tools

mcp = MCPServer("signals")
register_dynamic_instrumentation_tools(mcp)

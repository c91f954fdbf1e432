"""The server: one MCPServer, tool groups registered when enabled."""

# expect: none

import os

from mcp.server.mcpserver import MCPServer

from .tools.interp import Formatter, register_formatters

mcp = MCPServer("sandbox")

if os.environ.get("INTERP", "1") == "1":
    try:
        from .tools.interp import register_interp_tools

        register_interp_tools(mcp)
    except ImportError:
        pass

fmt = Formatter()
register_formatters(fmt)

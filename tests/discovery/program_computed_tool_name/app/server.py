"""A service server built on the generic tools.

# expect: none
"""

from mcp.server.fastmcp import FastMCP

from core.generic import register_generic_tools

mcp = FastMCP("billing")
register_generic_tools(mcp, "billing")

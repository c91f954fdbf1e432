"""The server, its registry, and the modules that register on it."""

# expect: none

from mcp.server import MCPServer

from sheets import slicers
from sheets.registry import ToolRegistry

server = MCPServer("sheets")
tools = ToolRegistry(server, read_only=False)
slicers.register(tools, "book.xlsx")

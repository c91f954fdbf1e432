"""Another server of the same project, served by its own process."""
from mcp.server.fastmcp import FastMCP

panel = FastMCP("admin")

"""A module with a copy one byte apart (`near_copy.py`): two files, two findings."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("near")


@mcp.tool()
def fetch(url: str, timeout: int = None) -> str:
    """Fetch a page and return its body."""
    return ""

"""The served module: `pkg.main` imports it; `loose/server.py` is a byte-identical copy."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("copies")


@mcp.tool()
def search(query: str, limit: int = None) -> list[str]:
    """Search the catalogue by title and author, best matches first."""
    return []

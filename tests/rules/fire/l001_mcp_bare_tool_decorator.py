"""`@mcp.tool` without the call on mcp 1.x's FastMCP (dep-guard-mcp): `FastMCP.tool()` is a
decorator factory, so the function arrives as `name` and mcp raises `TypeError: The @tool
decorator was used incorrectly. Did you forget to call it? Use @tool() instead of @tool`
(mcp 1.30, `mcp/server/fastmcp/server.py`). Nothing is listed, so nothing is said about the
empty description either (D001)."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("deps")


@mcp.tool
def health_check_tool() -> dict:  # expect: L001
    return {"ok": True}


@mcp.tool()
def list_files() -> list[str]:
    """List the dependency files toolsight scans."""
    return []

"""A capability without a docstring: what mcp sends is server.py's description."""
from registry import tool


@tool(name="usage", category="disk", doc="disk/usage.md")
def disk_usage(path: str) -> dict:
    return {"path": path}

"""Imported by the server: its tools are registered."""

from ..core import mcp


@mcp.tool
def get_market(market_id: str) -> dict:
    """Return one market."""
    return {"id": market_id}

"""Alert tools, registered on the server the factory hands in."""

from typing import Any

from mcp.types import ToolAnnotations


def register_alert_tools(mcp: Any, request: Any) -> None:
    """Register the alert tools on the MCP server."""

    # expect: fastmcp register_alert_tools.<locals>.get_alert get_alert
    @mcp.tool(annotations=ToolAnnotations(readOnlyHint=True))
    async def get_alert(short_id: str) -> dict:
        """An alert by its short id."""
        return await request("GET", f"/alerts/{short_id}")

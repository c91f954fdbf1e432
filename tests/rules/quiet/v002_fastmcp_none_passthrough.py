"""FastMCP validates the arguments with pydantic: a `null` the model sends reaches the
function as `None`, so `Optional[int] = 20` can be passed None (V002 is about frameworks that
replace `None` by the default)."""
from typing import Optional

from fastmcp import FastMCP

mcp = FastMCP("messages")


@mcp.tool
def list_messages(channel: str, limit: Optional[int] = 20) -> list[str]:
    """List the latest messages of a channel."""
    return []

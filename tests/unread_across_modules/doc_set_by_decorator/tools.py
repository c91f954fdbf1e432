"""`notebook_markdown_add` has no docstring of its own: `shared_action` sets it before
`mcp.tool` reads it, so mcp sends the table's description. `notebook_run` is under a
decorator that does not touch `__doc__`: mcp sends the description "" (D001)."""
from mcp.server.fastmcp import FastMCP

from .common import logged, shared_action


def register(mcp: FastMCP) -> None:
    @mcp.tool()
    @shared_action("markdown_add")
    async def notebook_markdown_add(content: str) -> str:
        return content

    @mcp.tool()
    @logged
    async def notebook_run(cell: int) -> int:
        return cell

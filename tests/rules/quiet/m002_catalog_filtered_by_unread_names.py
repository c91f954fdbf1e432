"""A catalog listed through a name filter whose names are read at run time (an environment
variable): whether `tag_files` is listed is unread, and nothing that depends on it being sent
(VS Code refusing its array without `items`) is reported."""
import os

from mcp import types
from mcp.server.lowlevel import Server

server = Server("catalog")

ENABLED = set(os.environ.get("CATALOG_TOOLS", "").split(","))

TOOLS = [
    types.Tool(
        name="tag_files",
        description="Tag files.",
        inputSchema={
            "type": "object",
            "properties": {"files": {"type": "array"}},
            "required": ["files"],
        },
    ),
]


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [t for t in TOOLS if t.name in ENABLED]

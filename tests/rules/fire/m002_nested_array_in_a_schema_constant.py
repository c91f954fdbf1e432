"""An array without `items` nested in a schema written as a module constant
(chimeralang-mcp's `_MESSAGE_ITEM_SCHEMA`, an annotated assignment): the property that holds
it is reported, and the message says where the array is, not that the property itself lacks
`items` (it has them)."""
from typing import Any

from mcp import types
from mcp.server.lowlevel import Server

server = Server("chimera")

_MESSAGE_ITEM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "role": {"type": "string"},
        "content": {"anyOf": [{"type": "string"}, {"type": "array"}]},
    },
}


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [
        types.Tool(
            name="rank_messages",
            description="Rank conversation messages.",
            inputSchema={
                "type": "object",
                "properties": {
                    "messages": {"type": "array", "items": _MESSAGE_ITEM_SCHEMA},  # expect: M002
                },
            },
        )
    ]

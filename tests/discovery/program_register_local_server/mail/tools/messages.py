"""Message tools, with a typed receiver; `not_a_tool` is a plain helper."""

from typing import Any


def register(mcp: Any) -> None:
    # expect: mcp register.<locals>.read_message read_message
    @mcp.tool(name="read_message")
    async def read_message(message_id: str) -> dict:
        """Read one message."""
        return {}

    def not_a_tool(x: int) -> int:
        return x

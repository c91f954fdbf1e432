"""The filter: it imports no framework; the server comes in as a parameter."""
from typing import Any

PACKS = {"talking_head": {"render"}}


def apply_pack(mcp: Any, pack: str) -> list[str]:
    allowed = PACKS[pack]
    removed = []
    for name in list(mcp._tool_manager._tools):
        if name not in allowed:
            mcp.remove_tool(name)
            removed.append(name)
    return removed

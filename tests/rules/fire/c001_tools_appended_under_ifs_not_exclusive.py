"""Sibling `if`s that are not exclusive: two different settings, one setting compared with
the same literal twice, a setting rebound between two tests, and a setting some function
declares `global` (a call between the tests may change it). Each pair can run together, so
one `tools/list` reply may carry both tools of a name."""
from typing import Any, Dict

MODE = 0
LEVEL = 0
STAGE = 0


def bump() -> None:
    global STAGE
    STAGE += 1


async def handle_message(msg: Dict[str, Any]) -> Dict[str, Any]:
    tools = []
    if MODE == 2:
        tools.append({"name": "weather", "description": "Weather now.", "inputSchema": {"type": "object"}})
    if LEVEL == 3:
        tools.append({"name": "weather", "description": "Weather later.", "inputSchema": {"type": "object"}})  # expect: C001
    if MODE == 1:
        tools.append({"name": "news", "description": "News now.", "inputSchema": {"type": "object"}})
    if MODE == 1:
        tools.append({"name": "news", "description": "News later.", "inputSchema": {"type": "object"}})  # expect: C001
    mode = MODE
    if mode == 1:
        tools.append({"name": "sport", "description": "Sport now.", "inputSchema": {"type": "object"}})
    mode = 2
    if mode == 2:
        tools.append({"name": "sport", "description": "Sport later.", "inputSchema": {"type": "object"}})  # expect: C001
    if STAGE == 1:
        tools.append({"name": "stocks", "description": "Stocks now.", "inputSchema": {"type": "object"}})
    bump()
    if STAGE == 2:
        tools.append({"name": "stocks", "description": "Stocks later.", "inputSchema": {"type": "object"}})  # expect: C001
    return {"jsonrpc": "2.0", "id": msg.get("id"), "result": {"tools": tools}}

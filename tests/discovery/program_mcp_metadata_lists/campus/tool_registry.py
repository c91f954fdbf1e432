"""The full tool list: the built-in metadata followed by the features' own.

# expect: none
"""

from typing import Any

from campus.seat_watch import SEAT_WATCH_TOOLS
from campus.tool_metadata import BASE_TOOLS

TOOLS: list[dict[str, Any]] = list(BASE_TOOLS)
TOOLS.extend(SEAT_WATCH_TOOLS)
LOCAL_TOOL_NAMES: list[str] = [tool["name"] for tool in TOOLS]

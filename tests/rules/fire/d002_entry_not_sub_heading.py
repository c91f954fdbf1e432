"""D002 sits on the entry the parser takes, not on an earlier sub-heading of the same name
inside another entry's description (strands-ccxt's `use_ccxt`: `WebSocket (requires
ccxt.pro):` under `action:` is part of action's description; `WebSocket:` at the entries'
indentation is the entry docstring_parser 0.17 reads as a parameter named `WebSocket`)."""
from typing import Optional

from strands import tool


@tool
def stream(action: str, max_messages: int = 5, extra: Optional[str] = None) -> dict:
    """Stream market data.

    Args:
        action: Operation to perform:
            WebSocket (requires ccxt.pro):
            - "watch_ticker" - Stream ticker updates
        extra: Extra options.

        WebSocket:  # expect: D002
        - max_messages: Max messages to collect (default: 5)
    """
    return {}

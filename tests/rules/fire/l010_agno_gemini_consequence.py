"""agno sends `bytes` as an empty object and, in its Gemini formatter, a dict as an object
with one made-up property: L010 says so once per parameter (both degradations of `extra` in
one diagnostic). The empty OBJECT and the untyped made-up property Gemini then objects to
are that same problem (not G004/G008 as well)."""
from typing import Any, Dict

from agno.tools import tool


@tool
def send_sticker(chat_id: str, sticker: bytes, extra: Dict[str, Any]) -> str:  # expect: L010, L010
    """Send a sticker to a chat.

    Args:
        chat_id: The chat.
        sticker: The sticker's bytes.
        extra: Extra fields for the API.
    """
    return ""

"""stores collapses unions for Gemini only at the top level: a union inside a TypedDict
stays a type list, which Gemini's proto refuses (`Proto field is not repeating`)."""
from typing import Optional, TypedDict

import stores


class TimeWindow(TypedDict):
    start: int | str
    end: Optional[int]


def book_room(room: str, window: TimeWindow) -> str:  # expect: G001, G003, G003
    """Book a meeting room for a time window."""
    return ""


index = stores.Index([book_room])

"""An IntEnum becomes `{"type": "integer", "enum": [1, 2, 3]}`; Gemini accepts enums only on
strings (`enum: only allowed for STRING type`)."""
from enum import IntEnum

import stores


class Priority(IntEnum):
    LOW = 1
    NORMAL = 2
    URGENT = 3


def open_ticket(title: str, priority: Priority) -> str:  # expect: G002
    """Open a support ticket."""
    return ""


index = stores.Index([open_ticket])

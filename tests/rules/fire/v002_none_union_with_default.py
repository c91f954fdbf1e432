"""`Optional[int] = 20`: stores turns the default into None and puts 20 back whenever the
model sends None, so None can never be passed."""
from typing import Optional

import stores


def list_messages(channel: str, limit: Optional[int] = 20) -> list[str]:  # expect: V001, V002
    """List the latest messages of a channel."""
    return []


index = stores.Index([list_messages])

"""agno maps parameter types by `__name__`: `datetime`, `Path`, `bytes`, `Any`, `Sequence`,
`Callable` and TypedDicts become an empty object that admits no properties; an IntEnum is
sent as a string enum of integers; `typing.Optional` loses its `None`; `*args` and `**kwargs`
become one required property; Gemini's formatter gives a typed dict a made-up `example_key`."""
from datetime import datetime
from enum import IntEnum
from pathlib import Path
from typing import Any, Callable, Optional, Sequence, TypedDict

from agno.agent import Agent
from agno.tools import tool


class Level(IntEnum):
    LOW = 1
    HIGH = 2


class Address(TypedDict):
    street: str
    city: str


@tool
def schedule(  # expect: L001
    title: str,
    at: datetime,  # expect: L010
    attachment: Path,  # expect: L010
    payload: bytes,  # expect: L010
    extra: Any,  # expect: L010
    tags: Sequence[str],  # expect: L010
    callback: Callable[[str], None],  # expect: L010
    where: Address,  # expect: L010
    level: Level,  # expect: L015
    room: Optional[int],  # expect: L010
    scores: dict[str, int],  # expect: L010
) -> str:
    """Schedule a meeting.

    Args:
        title: The title.
    """
    return title


def add_all(*numbers: int) -> int:  # expect: L010
    """Add numbers."""
    return sum(numbers)


def configure(**options: Any) -> str:  # expect: L010
    """Configure the service."""
    return str(options)


agent = Agent(tools=[schedule, add_all, configure])

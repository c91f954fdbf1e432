"""Framework-only: Optional / `X | None` with and without defaults, Enum and Literal defaults."""
from __future__ import annotations

import enum
from typing import Literal, Optional, Union


class Color(str, enum.Enum):
    RED = "red"
    GREEN = "green"


class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2


class Mode(enum.Enum):
    FAST = "fast"
    SAFE = "safe"


def optional_no_default(x: Optional[int]) -> int:
    """Optional without a default."""
    return 0


def optional_none_default(x: Optional[int] = None) -> int:
    """Optional with None."""
    return 0


def pipe_none_no_default(x: int | None) -> int:
    """PEP 604 optional without a default."""
    return 0


def pipe_none_default(x: int | None = None) -> int:
    """PEP 604 optional with None."""
    return 0


def pipe_none_value_default(x: str | None = "abc") -> str:
    """PEP 604 optional with a non-None default."""
    return ""


def implicit_optional(tag: str = None) -> str:  # type: ignore[assignment]
    """A None default without Optional."""
    return ""


def union_three(value: Union[int, str, None] = None) -> str:
    """A three-way union with None."""
    return ""


def enum_default(color: Color = Color.RED) -> str:
    """A str Enum with a default member."""
    return color.value


def int_enum_default(level: Level = Level.HIGH) -> int:
    """An IntEnum with a default member."""
    return int(level)


def plain_enum(mode: Mode, fallback: Mode = Mode.SAFE) -> str:
    """A plain Enum with and without a default."""
    return mode.value


def literal_default(unit: Literal["c", "f"] = "c") -> str:
    """A Literal with a default."""
    return unit


def literal_single(kind: Literal["only"]) -> str:
    """A single-value Literal."""
    return kind


def literal_mixed(value: Literal[1, "one", True] = 1) -> str:
    """A Literal mixing types."""
    return ""


def optional_enum(color: Optional[Color] = None, levels: list[Level] | None = None) -> str:
    """Optional enums and a list of enums."""
    return ""

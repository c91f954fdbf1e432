"""Everything under `from __future__ import annotations` (all annotations are strings)."""
from __future__ import annotations

from typing import Literal, Optional


def fut_int(x: int) -> int:
    """A plain int under postponed evaluation."""
    return x


def fut_list(items: list[str]) -> int:
    """list[str] under postponed evaluation."""
    return len(items)


def fut_optional(x: Optional[int] = None) -> int:
    """Optional under postponed evaluation."""
    return x or 0


def fut_pep604(x: int | None = None) -> int:
    """PEP 604 union under postponed evaluation."""
    return x or 0


def fut_literal(unit: Literal["c", "f"]) -> str:
    """Literal under postponed evaluation."""
    return unit


def fut_dict(data: dict[str, int], flag: bool = True) -> int:
    """dict[str, int] and bool under postponed evaluation."""
    return len(data)


def fut_untyped(value, other: str) -> str:
    """An untyped parameter under postponed evaluation."""
    return other

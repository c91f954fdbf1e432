from __future__ import annotations

from ._compat import TypedDict


class SlideInstruction(TypedDict):
    """Instruction for revising a single slide."""

    slide: int
    instruction: str

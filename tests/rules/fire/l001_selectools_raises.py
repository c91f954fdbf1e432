"""selectools validates parameter types when the decorator runs: a `set`, a `tuple` or a
dataclass raises `ToolValidationError`, and a non-string Literal fails its Gemini conversion."""
from dataclasses import dataclass
from typing import Literal

from selectools import tool


@dataclass
class Point:
    x: float
    y: float


@tool(description="Deduplicate ids.")
def dedupe(ids: set[int]) -> str:  # expect: L001
    """Deduplicate ids."""
    return ""


@tool(description="Measure the distance between two points.")
def distance(a: Point, b: Point) -> str:  # expect: L001
    """Measure the distance between two points."""
    return ""


@tool(description="Set the log level.")
def set_level(level: Literal[1, 2, 3]) -> str:  # expect: L001
    """Set the log level."""
    return ""

"""dspy only: module-level `dspy.Tool(f, name=..., desc=..., arg_desc=...)` objects (rendered as
the Tool's `{name, desc, args}`; arg_desc adds descriptions to args) next to plain functions."""
from typing import Literal

import dspy
from pydantic import BaseModel


def get_weather(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


def _search_impl(query: str, limit: int = 5, mode: Literal["fast", "exact"] = "fast") -> list[str]:
    """Search the catalogue."""
    return []


search_tool = dspy.Tool(
    _search_impl,
    name="catalogue_search",
    desc="Overridden description.",
    arg_desc={"query": "What to search for.", "limit": "How many results."},
)


class Point(BaseModel):
    x: float
    y: float


def _distance_impl(a: Point, b: Point) -> float:
    """Distance between two points."""
    return 0.0


distance_tool = dspy.Tool(_distance_impl)

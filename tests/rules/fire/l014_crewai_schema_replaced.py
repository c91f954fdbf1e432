"""crewai builds the args model in its own module: under `from __future__ import annotations`
`Optional` is not defined there, the schema cannot be generated, and function calling sends
the tool without parameters."""
from __future__ import annotations

from typing import Optional

from crewai.tools import tool


@tool("Search orders")
def search_orders(query: str, limit: Optional[int] = None) -> str:  # expect: L014
    """Search orders."""
    return query

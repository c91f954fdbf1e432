"""agno never sends a parameter's default: the model only learns the parameter is optional."""
from typing import Optional

from agno.tools import tool


@tool
def search(query: str, limit: int = 10, region: str = "eu", cursor: Optional[str] = None) -> list[str]:  # expect: L011, L011
    """Search the catalogue.

    Args:
        query: What to look for.
        limit: How many results.
        region: Which catalogue.
        cursor: Where to continue.
    """
    return []

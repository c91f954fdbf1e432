"""agno drops defaults, but each description below already tells the model the default, in
the forms docstrings use ("Defaults to 10.", "default: \"eu\"", "(default True)", "null uses
1", "If False (default), ...", a list of choices with one marked "(default)", a
parenthesis that says the default in words: "(default: root)" for "/", "(default shows just
running)" for False): the model knows what leaving the parameter out does, so neither L011
nor V001 has anything to add."""
from typing import Optional

from agno.tools import tool


@tool
def search(
    query: str,
    limit: int = 10,
    region: str = "eu",
    exact: bool = True,
    ratio: float = 0.5,
    cursor: Optional[str] = None,
    page: Optional[int] = 1,
    verbose: bool = False,
    period: str = "medium_term",
    directory: str = "/",
    all: bool = False,
) -> list[str]:
    """Search the catalogue.

    Args:
        query: What to look for.
        limit: How many results. Defaults to 10.
        region: Which catalogue, default: "eu".
        exact: Match whole words only (default True).
        ratio: Minimum score; the default is 0.5.
        cursor: Where to continue.
        page: One-based page number; null uses 1.
        verbose: If False (default), return the titles only.
        period: Time period:
            - "short_term": Last 4 weeks
            - "medium_term": Last 6 months (default)
        directory: Directory to list (default: root).
        all: If True, show all containers (default shows just running).
    """
    return []

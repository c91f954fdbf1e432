"""smolagents sends a default as `nullable: true`, without its value."""
from smolagents import tool


@tool
def search(
    query: str,
    limit: int = 10,  # expect: L011
    region: str | None = None,
) -> str:
    """Search the web.

    Args:
        query: What to look for.
        limit: How many results.
        region: A region code.
    """
    return ""

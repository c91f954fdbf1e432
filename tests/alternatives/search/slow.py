"""The slow search, a full scan."""


def search(query: str) -> list[str]:
    """Search the documents (full scan)."""
    return []

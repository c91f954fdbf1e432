"""The fast search, through an index."""


def search(query: str) -> list[str]:
    """Search the documents (fast index)."""
    return []

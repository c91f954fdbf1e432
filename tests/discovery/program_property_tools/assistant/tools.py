"""The assistant's tools."""

from strands import tool


# expect: strands lookup lookup
@tool
def lookup(query: str) -> str:
    """Look a term up in the glossary.

    Args:
        query: The term.
    """
    return query

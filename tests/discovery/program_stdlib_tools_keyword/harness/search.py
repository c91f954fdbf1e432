"""The tool, defined here and registered in `harness.agent`."""


def search(query: str, limit: int = 5) -> str:
    """Search the knowledge base."""
    return query[:limit]


# expect: pydantic-ai search search

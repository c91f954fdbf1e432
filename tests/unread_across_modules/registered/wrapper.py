"""A wrapper whose method another module registers (langchain-community's SerpAPIWrapper,
wrapped by `load_tools` in `Tool(name="Search", description=..., func=..., coroutine=...)`)."""
from typing import Any


class SearchWrapper:
    def run(self, query: str, **kwargs: Any) -> str:
        """Run the query through the search API (Sök)."""
        return query


def lookup(key: str, options: dict) -> str:
    """Look a key up."""
    return key

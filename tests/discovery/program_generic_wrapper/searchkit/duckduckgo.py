"""DuckDuckGo search, as a callable class wrapped in a pydantic-ai `Tool`."""

from dataclasses import dataclass
from typing import Any

from pydantic_ai.tools import Tool


@dataclass
class DuckDuckGoSearchTool:
    client: Any
    max_results: int | None = None

    # expect: pydantic-ai DuckDuckGoSearchTool.__call__ duckduckgo_search
    async def __call__(self, query: str) -> list[dict[str, str]]:
        """Searches DuckDuckGo for the given query and returns the results.

        Args:
            query: The query to search for.
        """
        return []


def duckduckgo_search_tool(client: Any = None, max_results: int | None = None) -> Tool[Any]:
    return Tool[Any](
        DuckDuckGoSearchTool(client=client, max_results=max_results).__call__,
        name="duckduckgo_search",
        description="Searches DuckDuckGo for the given query and returns the results.",
    )

"""Tavily search, wrapped without the type argument."""

from dataclasses import dataclass
from typing import Any

from pydantic_ai.tools import Tool


@dataclass
class TavilySearchTool:
    client: Any

    # expect: pydantic-ai TavilySearchTool.__call__ tavily_search
    async def __call__(self, query: str, max_results: int = 5) -> list[dict[str, Any]]:
        """Searches Tavily for the given query.

        Args:
            query: The search query.
            max_results: How many results to return.
        """
        return []


def tavily_search_tool(client: Any) -> Tool[Any]:
    return Tool(TavilySearchTool(client=client).__call__, name="tavily_search")

"""Two factories that each make a tool named `search_knowledge_base`, called on the two
branches of one `if`/`else` that appends to the agent's tool list (agno's own
`Agent.get_tools`/`aget_tools`: `_search_knowledge_base_with_agentic_filters_function()` if
agentic filters are on, else `_get_search_knowledge_base_function()`). One run takes one
branch, so the list holds one of them: alternatives, not a duplicate. Inside each factory
the sync and async variants are alternatives too (`if async_mode`). Both factories called
on one run collide (`fire/c001_factories_both_called.py`)."""
from typing import Callable, List, Optional

from agno.tools.function import Function


class Agent:
    def __init__(self, agentic: bool) -> None:
        self.enable_agentic_knowledge_filters = agentic

    def run(self) -> None:
        processed_tools = self.get_tools()
        self._determine_tools_for_model(processed_tools=processed_tools)

    async def arun(self) -> None:
        processed_tools = await self.aget_tools()
        self._determine_tools_for_model(processed_tools=processed_tools)

    def _determine_tools_for_model(self, processed_tools: List[Callable]) -> List[Function]:
        functions = []
        for tool in processed_tools:
            functions.append(Function.from_callable(tool))
        return functions

    def get_tools(self) -> List[Callable]:
        agent_tools: List[Callable] = []
        if self.enable_agentic_knowledge_filters:
            agent_tools.append(self._search_with_filters_function(async_mode=False))
        else:
            agent_tools.append(self._get_search_function(async_mode=False))
        return agent_tools

    async def aget_tools(self) -> List[Callable]:
        agent_tools: List[Callable] = []
        if self.enable_agentic_knowledge_filters:
            agent_tools.append(self._search_with_filters_function(async_mode=True))
        else:
            agent_tools.append(self._get_search_function(async_mode=True))
        return agent_tools

    def _get_search_function(self, async_mode: bool = False) -> Callable:
        """Makes the plain search."""

        def search_knowledge_base(query: str) -> str:
            """Search the knowledge base.

            Args:
                query: The query to search for.
            """
            return query

        async def asearch_knowledge_base(query: str) -> str:
            """Search the knowledge base asynchronously.

            Args:
                query: The query to search for.
            """
            return query

        if async_mode:
            function = asearch_knowledge_base
        else:
            function = search_knowledge_base
        return function

    def _search_with_filters_function(self, async_mode: bool = False) -> Callable:
        """Makes the search with filters."""

        def search_knowledge_base(query: str, filters: Optional[List[str]] = None) -> str:
            """Search the knowledge base with filters.

            Args:
                query: The query to search for.
                filters: The filters to apply.
            """
            return query

        async def asearch_knowledge_base(query: str, filters: Optional[List[str]] = None) -> str:
            """Search the knowledge base with filters asynchronously.

            Args:
                query: The query to search for.
                filters: The filters to apply.
            """
            return query

        if async_mode:
            function = asearch_knowledge_base
        else:
            function = search_knowledge_base
        return function

"""The true finding beside `quiet/c001_factories_called_on_exclusive_branches.py`: two
factories that each make a tool named `search_knowledge_base`, both called on one run (two
`if`s on different settings, which can both hold), put both tools in one list; agno keeps
one tool per name."""
from typing import Callable, List, Optional

from agno.tools.function import Function


class Agent:
    def __init__(self, search: bool, agentic: bool) -> None:
        self.search_knowledge = search
        self.enable_agentic_knowledge_filters = agentic

    def _determine_tools_for_model(self) -> List[Function]:
        functions = []
        for tool in self.get_tools():
            functions.append(Function.from_callable(tool))
        return functions

    def get_tools(self) -> List[Callable]:
        agent_tools: List[Callable] = []
        if self.search_knowledge:
            agent_tools.append(self._get_search_function())
        if self.enable_agentic_knowledge_filters:
            agent_tools.append(self._search_with_filters_function())
        return agent_tools

    def _get_search_function(self) -> Callable:
        def search_knowledge_base(query: str) -> str:
            """Search the knowledge base.

            Args:
                query: The query to search for.
            """
            return query

        return search_knowledge_base

    def _search_with_filters_function(self) -> Callable:
        def search_knowledge_base(query: str, filters: Optional[List[str]] = None) -> str:  # expect: C001
            """Search the knowledge base with filters.

            Args:
                query: The query to search for.
                filters: The filters to apply.
            """
            return query

        return search_knowledge_base

"""Two factories of one class each make an agno tool named `search_knowledge_base` (with and
without filters); `get_tools()` calls one of them. A tool object made inside a function body
goes wherever its caller puts it: the two are not a set.
"""
from typing import Any, Dict, List, Optional

from agno.tools import Function


class Knowledge:
    def __init__(self, db: Any):
        self.db = db

    def _create_search_tool(self, async_mode: bool = False) -> Function:
        def search_knowledge_base(query: str) -> str:
            """Search the knowledge base."""
            return self.db.search(query)

        async def asearch_knowledge_base(query: str) -> str:
            """Search the knowledge base."""
            return await self.db.asearch(query)

        if async_mode:
            return Function.from_callable(asearch_knowledge_base, name="search_knowledge_base")
        else:
            return Function.from_callable(search_knowledge_base, name="search_knowledge_base")

    def _create_search_tool_with_filters(self, async_mode: bool = False) -> Function:
        def search_knowledge_base(query: str, filters: Optional[Dict[str, str]] = None) -> str:
            """Search the knowledge base with filters."""
            return self.db.search(query, filters)

        async def asearch_knowledge_base(query: str, filters: Optional[Dict[str, str]] = None) -> str:
            """Search the knowledge base with filters."""
            return await self.db.asearch(query, filters)

        if async_mode:
            func = Function.from_callable(asearch_knowledge_base, name="search_knowledge_base")
        else:
            func = Function.from_callable(search_knowledge_base, name="search_knowledge_base")
        func.strict = False
        return func

    def get_tools(self, enable_agentic_filters: bool = False, async_mode: bool = False) -> List[Function]:
        if enable_agentic_filters:
            tool = self._create_search_tool_with_filters(async_mode=async_mode)
        else:
            tool = self._create_search_tool(async_mode=async_mode)
        return [tool]

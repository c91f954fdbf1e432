"""The package's own abstract base: no `name` of its own, so not a tool."""
# expect: none
from crewai.tools import BaseTool


class SearchBase(BaseTool):
    """Shared plumbing of the search tools."""

    def _run(self, query: str) -> str:
        return query

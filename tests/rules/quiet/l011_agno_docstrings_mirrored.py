"""agno builds an async twin's schema from its own docstring; these toolkits give each async
twin the sync method's docstring, which states the default: statically in the class body
(`aget_quote.__doc__ = get_quote.__doc__`), and at run time in a loop toolsight does not
evaluate. The first is read; the second leaves the description unread, so nothing is said
about what it states."""
from agno.tools import Toolkit


class QuoteTools(Toolkit):
    def __init__(self):
        super().__init__(
            name="quotes",
            tools=[self.get_quote],
            async_tools=[(self.aget_quote, "get_quote")],
        )

    def get_quote(self, symbol: str, period: str = "1mo") -> str:
        """Le cours d'un titre.

        Args:
            symbol: The ticker.
            period: The period to cover. Defaults to "1mo".
        """
        return symbol

    async def aget_quote(self, symbol: str, period: str = "1mo") -> str:
        return symbol

    aget_quote.__doc__ = get_quote.__doc__


class FileTools(Toolkit):
    NAMES = ["search_files"]

    def __init__(self):
        super().__init__(
            name="files",
            tools=[self.search_files],
            async_tools=[(self.asearch_files, "search_files")],
        )

    def search_files(self, query: str, limit: int = 10) -> str:
        """Search the files.

        Args:
            query: What to look for.
            limit: How many files at most (default 10).
        """
        return query

    async def asearch_files(self, query: str, limit: int = 10) -> str:
        """Async variant of search_files."""
        return query


for _name in FileTools.NAMES:
    getattr(FileTools, "a" + _name).__doc__ = getattr(FileTools, _name).__doc__

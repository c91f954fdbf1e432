"""A toolkit whose async twins get their docstrings at run time, in a loop toolsight does
not evaluate: whether `asearch_files` has a description is unread, so D001 says nothing
(and `--fix` inserts no TODO docstring)."""
from agno.tools import Toolkit


class FileTools(Toolkit):
    def __init__(self):
        super().__init__(
            name="files",
            tools=[self.search_files],
            async_tools=[(self.asearch_files, "search_files")],
        )
        for name in ["search_files"]:
            getattr(self, "a" + name).__func__.__doc__ = getattr(self, name).__doc__

    def search_files(self, pattern: str) -> str:
        """Search the files whose names match a glob pattern.

        Args:
            pattern: The glob pattern.
        """
        return pattern

    async def asearch_files(self, pattern: str) -> str:
        return pattern

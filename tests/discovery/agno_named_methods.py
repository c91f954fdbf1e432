"""agno toolkits that name their methods instead of listing them (as agno's own toolkits do).

Covers: `getattr(self, name)` over a class constant, over a list extended in `__init__`, and
with a prefix (`"a" + name`, `f"a{name}"`) for async twins; `async_tools=[(method, "name")]`
pairs; `Function.from_callable(fn, name=...)` returning a closure.
"""

from typing import Any, List

from agno.tools import Function, Toolkit


class FileTools(Toolkit):
    DEFAULT_TOOLS: List[str] = ["read_file", "list_files"]

    def __init__(self, allow_delete: bool = False, **kwargs: Any) -> None:
        names = self.DEFAULT_TOOLS + (["delete_file"] if allow_delete else [])
        super().__init__(
            name="files",
            tools=[getattr(self, name) for name in names],
            async_tools=[(getattr(self, "a" + name), name) for name in names],
            **kwargs,
        )

    # expect: agno FileTools.read_file read_file
    def read_file(self, path: str) -> str:
        """Read a file."""
        return ""

    # expect: agno FileTools.aread_file read_file
    async def aread_file(self, path: str) -> str:
        """Read a file."""
        return ""

    # expect: agno FileTools.list_files list_files
    def list_files(self, folder: str) -> list[str]:
        """List files."""
        return []

    # expect: agno FileTools.alist_files list_files
    async def alist_files(self, folder: str) -> list[str]:
        """List files."""
        return []

    # expect: agno FileTools.delete_file delete_file
    def delete_file(self, path: str) -> bool:
        """Delete a file."""
        return True

    # expect: agno FileTools.adelete_file delete_file
    async def adelete_file(self, path: str) -> bool:
        """Delete a file."""
        return True

    def _resolve(self, path: str) -> str:
        """A helper: not named in DEFAULT_TOOLS."""
        return path


class QuoteTools(Toolkit):
    def __init__(self, **kwargs: Any) -> None:
        tools: List[Any] = []
        async_tools: List[tuple[Any, str]] = []
        for tool_name in ("get_quote",):
            tools.append(getattr(self, tool_name))
            async_tools.append((getattr(self, f"a{tool_name}"), tool_name))
        super().__init__(name="quotes", tools=tools, async_tools=async_tools, **kwargs)

    # expect: agno QuoteTools.get_quote get_quote
    def get_quote(self, symbol: str) -> float:
        """Latest quote of a symbol."""
        return 0.0

    # expect: agno QuoteTools.aget_quote get_quote
    async def aget_quote(self, symbol: str) -> float:
        """Latest quote of a symbol."""
        return 0.0


class AliasTools(Toolkit):
    _ALIASES = {"read": "read_note", "write": "write_note"}

    def __init__(self, allowed: list[str], **kwargs: Any) -> None:
        methods = [self._ALIASES[a] for a in allowed]
        super().__init__(name="notes", tools=[getattr(self, m) for m in methods], **kwargs)

    # expect: agno AliasTools.read_note read_note
    def read_note(self, title: str) -> str:
        """Read a note."""
        return ""

    # expect: agno AliasTools.write_note write_note
    def write_note(self, title: str, body: str) -> bool:
        """Write a note."""
        return True


def memory_tool(user_id: str) -> Function:
    # expect: agno memory_tool.<locals>.update_memory update_user_memory
    def update_memory(task: str) -> str:
        """Update the user's memory."""
        return task

    return Function.from_callable(update_memory, name="update_user_memory")

"""An agno toolkit whose set of tools depends on how it is made.

The names are chosen in the branches of an `if`/`elif`/`else` (and a ternary inside one):
one list per toolkit, never two. Each sync tool has an async twin registered under the same
name through `async_tools=`; agno keeps them apart (`functions` and `async_functions`) and
sends one set per run (`get_functions()` or `get_async_functions()`), never both.
"""
from typing import List, Optional

from agno.tools import Toolkit


class FileTools(Toolkit):
    READ_ONLY_TOOLS: List[str] = ["read_file", "list_files"]
    READ_CAPABLE_TOOLS: List[str] = ["read_file", "list_files", "check_lines"]
    DEFAULT_TOOLS: List[str] = ["read_file", "list_files", "write_file"]
    FULL_TOOLS: List[str] = ["read_file", "list_files", "write_file", "check_lines", "delete_file"]

    def __init__(self, read_only: bool = False, allow_delete: bool = False, **kwargs):
        if kwargs.get("include_tools") is not None:
            registered = self.READ_CAPABLE_TOOLS if read_only else self.FULL_TOOLS
        elif read_only:
            registered = self.READ_ONLY_TOOLS
        else:
            registered = self.DEFAULT_TOOLS + (["delete_file"] if allow_delete else [])
        sync_tools = [getattr(self, name) for name in registered]
        async_tools = [(getattr(self, "a" + name), name) for name in registered]
        super().__init__(name="files", tools=sync_tools, async_tools=async_tools, **kwargs)

    def read_file(self, path: str) -> str:
        """Read a file."""
        return ""

    async def aread_file(self, path: str) -> str:
        """Read a file."""
        return ""

    def list_files(self, directory: str = ".") -> List[str]:
        """List the files of a directory."""
        return []

    async def alist_files(self, directory: str = ".") -> List[str]:
        """List the files of a directory."""
        return []

    def write_file(self, path: str, content: str) -> str:
        """Write a file."""
        return ""

    async def awrite_file(self, path: str, content: str) -> str:
        """Write a file."""
        return ""

    def check_lines(self, path: str, start: int, end: Optional[int] = None) -> str:
        """Show some lines of a file."""
        return ""

    async def acheck_lines(self, path: str, start: int, end: Optional[int] = None) -> str:
        """Show some lines of a file."""
        return ""

    def delete_file(self, path: str) -> str:
        """Delete a file."""
        return ""

    async def adelete_file(self, path: str) -> str:
        """Delete a file."""
        return ""

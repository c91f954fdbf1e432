"""One langchain tool with a sync and an async half.

`StructuredTool.from_function(func=ls, coroutine=als)` makes ONE tool: langchain_core's
`from_function` takes `source_function = func` when `func` is given (the coroutine is only
the source without one), so the name, schema and description come from `ls`, and `als` is
what `ainvoke` runs (langchain-core, tools/structured.py). No second tool named `ls` is
sent (deepagents' filesystem middleware builds its tools this way).
"""
from langchain_core.tools import StructuredTool


def ls(path: str) -> str:
    """List a directory."""
    return ""


async def als(path: str) -> str:
    """List a directory."""
    return ""


ls_tool = StructuredTool.from_function(name="ls", description="d", func=ls, coroutine=als)


class Middleware:
    def read_tool(self) -> StructuredTool:
        def sync_read(path: str) -> str:
            """Read a file."""
            return ""

        async def async_read(path: str) -> str:
            """Read a file."""
            return ""

        return StructuredTool.from_function(
            name="read_file",
            description="Read a file.",
            func=sync_read,
            coroutine=async_read,
        )

"""fastmcp (`from fastmcp import FastMCP`): every way a function becomes a tool.

Idioms: `@mcp.tool` bare, `@mcp.tool()`, `@mcp.tool("name")` (first positional string is the
name), `@mcp.tool(name=..., tags=...)`, `mcp.tool(fn)` and `mcp.tool(fn, name=...)` applied
by call, `mcp.add_tool(fn)`, `Tool.from_function(fn, name=...)` then `mcp.add_tool(tool)`,
`FastMCP(tools=[fn])`, the standalone `fastmcp.tools.tool` decorator whose metadata (`name=`)
`add_tool` reads, on a module function, on an instance method added as a bound method, and
under `@classmethod`; `@staticmethod` stacked above `@mcp.tool`.

Not tools: `@mcp.resource`, `@mcp.prompt`, a method never added.
"""

from typing import Annotated

from fastmcp import Context, FastMCP
from fastmcp.tools import Tool, tool
from pydantic import Field


def health() -> str:
    """Report server health."""
    return "ok"


# expect: fastmcp health health
mcp = FastMCP("Files", tools=[health])


# expect: fastmcp list_dir list_dir
@mcp.tool
def list_dir(path: str = ".") -> list[str]:
    """List the entries of a directory."""
    return []


# expect: fastmcp read_text read_text
@mcp.tool()
async def read_text(path: str, ctx: Context) -> str:
    """Read a UTF-8 text file."""
    await ctx.debug(f"reading {path}")
    return ""


# expect: fastmcp file_stat stat
@mcp.tool("stat")
def file_stat(path: str) -> dict[str, int]:
    """Size and modification time of a file."""
    return {}


# expect: fastmcp grep_files grep
@mcp.tool(name="grep", tags={"search"}, annotations={"readOnlyHint": True})
def grep_files(
    pattern: Annotated[str, Field(description="Regular expression")],
    path: str = ".",
) -> list[str]:
    """Search files for a pattern."""
    return []


def touch(path: str) -> None:
    """Create an empty file or update its timestamp."""


def remove(path: str, recursive: bool = False) -> None:
    """Delete a file or directory."""


def move(src: str, dst: str) -> None:
    """Move or rename a file."""


def copy(src: str, dst: str) -> None:
    """Copy a file."""


# expect: fastmcp touch touch
mcp.tool(touch)
# expect: fastmcp remove rm
mcp.tool(remove, name="rm")
# expect: fastmcp move move
mcp.add_tool(move)
# expect: fastmcp copy cp
mcp.add_tool(Tool.from_function(copy, name="cp"))


# expect: fastmcp disk_usage du
@tool(name="du")
def disk_usage(path: str = "/") -> int:
    """Bytes used under a path."""
    return 0


mcp.add_tool(disk_usage)


class Archive:
    """Archive helpers whose methods are registered as bound methods."""

    def __init__(self, root: str) -> None:
        self.root = root

    # expect: fastmcp Archive.compress zip
    @tool(name="zip")
    def compress(self, paths: list[str], dest: str) -> str:
        """Compress files into an archive under the root."""
        return dest

    # expect: fastmcp Archive.formats formats
    @classmethod
    @tool
    def formats(cls) -> list[str]:
        """Archive formats this server can write."""
        return ["zip", "tar.gz"]

    # expect: fastmcp Archive.checksum checksum
    @staticmethod
    @mcp.tool
    def checksum(path: str, algorithm: str = "sha256") -> str:
        """Checksum of a file."""
        return ""

    def cleanup(self) -> None:
        """Remove temporary files; never added."""


archive = Archive("/srv/data")
mcp.add_tool(archive.compress)
mcp.add_tool(Archive.formats)


@mcp.resource("file://{path}")
def file_resource(path: str) -> str:
    """A resource, not a tool."""
    return ""


@mcp.prompt
def summarize_prompt(path: str) -> str:
    """A prompt, not a tool."""
    return f"Summarize {path}"


if __name__ == "__main__":
    mcp.run()

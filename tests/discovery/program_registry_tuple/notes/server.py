"""The server: builds the FastMCP instance and registers what the tool modules collected."""

# expect: none

from fastmcp import FastMCP

mcp = FastMCP("notes")


def _register_tools() -> None:
    from notes.tools import auth, sources  # noqa: F401  (importing them runs their decorators)
    from notes.tools._utils import register_all_tools

    register_all_tools(mcp)


_register_tools()

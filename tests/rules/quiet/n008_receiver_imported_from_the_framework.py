"""`@mcp.tool("...")` on a name imported from fastmcp itself (iflow-mcp-sandraschi-pywinauto-mcp,
issue 26 seed 56): fastmcp exports no server object. `from fastmcp import mcp` raises
`ImportError` (fastmcp 4.1.6 exports Client, ClientGroup, Context, FastMCP, FastMCPApp and
settings), and `from fastmcp.tools import tool as mcp` is the standalone `tool` function,
which has no `tool` attribute: neither registers a tool, so nothing is reported."""

from fastmcp import FastMCP, mcp
from fastmcp.tools import tool as standalone


@mcp.tool("Find a window by title or class name")
def find_window(title: str) -> dict:
    return {"title": title}


@standalone.tool("Start monitoring sensitive applications")
def start_app_monitoring(apps: list) -> bool:
    return True


# The module's own server: its tool is registered and correct.
server = FastMCP("windows")


@server.tool("find_window_by_title")
def find_window_by_title(title: str) -> dict:
    """Find a window by its title."""
    return {"title": title}

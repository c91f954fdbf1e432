"""A server made from the class fastmcp exports, and one a function of the module makes: their
tools are registered, and names outside the MCP specification's `[A-Za-z0-9_.-]{1,128}` are
reported."""

from fastmcp import FastMCP

mcp = FastMCP("windows")


@mcp.tool("Find a window")  # expect: N008
def find_window(title: str) -> dict:
    """Find a window by its title."""
    return {"title": title}


def register(server):
    @server.tool("Close a window")  # expect: N008
    def close_window(handle: int) -> bool:
        """Close the window with this handle."""
        return True

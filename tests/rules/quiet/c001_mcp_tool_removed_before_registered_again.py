"""A tool removed from the server before another of its name is registered.

`mcp.remove_tool(name)` deletes the registered tool (mcp's ToolManager.remove_tool: `del
self._tools[name]`), so the second `@mcp.tool()` of that name registers a new tool instead
of being dropped as a duplicate: one tool of the name is listed, the second definition
(sorb-mcp replaces a local-filesystem tool by a remote-safe one). A removal whose name is
not a string literal may remove it too: nothing is known to collide.
"""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("projects")


@mcp.tool()
def select_project(project_id: int) -> str:
    """Select a project and remember it as the default."""
    return str(project_id)


@mcp.tool()
def upload(path: str) -> str:
    """Upload a local file."""
    return path


def make_remote(remote: bool, local_only: tuple[str, ...]) -> None:
    if remote:
        mcp.remove_tool("select_project")

        @mcp.tool()
        def select_project(project_id: int) -> str:
            """Check that a project is visible; nothing is remembered."""
            return str(project_id)

        for name in local_only:
            mcp.remove_tool(name)

        @mcp.tool()
        def upload(path: str) -> str:
            """Upload a file the client sends."""
            return path

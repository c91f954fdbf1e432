"""A removal between two registrations of one name that removes another tool: mcp's
`remove_tool("upload")` deletes `upload` only, so the second `select_project` is still a
duplicate: mcp keeps the first and logs `Tool already exists`. A removal after both
registrations removes the one kept, not the dropped one."""
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


mcp.remove_tool("upload")


@mcp.tool()
def select_project(project_id: int) -> str:  # expect: C001
    """Check that a project is visible."""
    return str(project_id)


@mcp.tool()
def status() -> str:
    """Report the server's status."""
    return "ok"


@mcp.tool()
def status() -> str:  # expect: C001
    """Report the server's status, again."""
    return "ok"


mcp.remove_tool("status")

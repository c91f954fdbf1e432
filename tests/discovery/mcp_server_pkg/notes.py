"""Note tools, registered on the shared server."""

from .server import mcp


# expect: fastmcp add_note add_note
@mcp.tool
def add_note(title: str, body: str, tags: list[str] | None = None) -> str:
    """Add a note to the knowledge base."""
    return title


# expect: fastmcp get_note get_note
@mcp.tool()
def get_note(title: str) -> str:
    """Read a note."""
    return ""


def archive_note(title: str) -> bool:
    """Archive a note."""
    return True


# expect: fastmcp archive_note archive_note
mcp.add_tool(archive_note)


def _slug(title: str) -> str:
    """Helper: not a tool."""
    return title.lower().replace(" ", "-")

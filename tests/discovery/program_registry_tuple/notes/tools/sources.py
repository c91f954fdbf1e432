"""Source tools, one of them async."""

from notes.tools._utils import logged_tool


# expect: fastmcp source_add source_add
@logged_tool()
def source_add(notebook_id: str, url: str, wait: bool = False) -> dict:
    """Add a source to a notebook."""
    return {"id": notebook_id}


# expect: fastmcp source_list source_list
@logged_tool()
async def source_list(notebook_id: str) -> list:
    """The sources of a notebook."""
    return []

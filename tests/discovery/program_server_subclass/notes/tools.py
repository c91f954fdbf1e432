"""A module decorating with the project's own `FastMCP` lookalike: no tools."""

# expect: none

from core.server import lookalike


@lookalike.tool()
def add_note(text: str) -> str:
    """Not a tool: `lookalike` is an instance of `core.registry.FastMCP`."""
    return text

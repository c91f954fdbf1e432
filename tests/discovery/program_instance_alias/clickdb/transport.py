"""The server class."""

# expect: none

from fastmcp import FastMCP


class ClickDBFastMCP(FastMCP):
    """Adds nothing the tools see."""

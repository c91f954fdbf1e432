"""Shapes next to X006's that CPython 3.11 and 3.12 compile: keyword-only parameters without
a default after a `*` or `*args` that follows defaults, a positional-only default before
parameters with defaults, `*args` after a keyword argument in a call, `yield` in a lambda and
`nonlocal` in a nested function."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("quiet")


@mcp.tool(description="Search the catalogue.")
def search(query: str = "", *, limit: int, offset: int = 0) -> str:
    """Search the catalogue."""
    return query


@mcp.tool(description="Look an item up.")
def lookup(item: str = "", *tags: str, exact: bool) -> str:
    """Look an item up."""
    return item


@mcp.tool(description="List the items.")
def list_items(first: int = 0, /, last: int = 10, **filters: str) -> str:
    """List the items."""
    def count():
        nonlocal first
        first += 1
        return first

    return str(count()) + str(dict(*[filters], last=last))


later = lambda: (yield)

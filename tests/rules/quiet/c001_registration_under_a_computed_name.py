"""One function registered twice: once under its own name, once in a loop under a name made
at run time (`name=fn.__name__ + "_2"`). mcp lists `lookup` and `lookup_2` (and `define_2`):
no two tools share a name. The loop's registration names the tool with a value toolsight
cannot read, so it collides with nothing toolsight can tell, and C001 ("tool `lookup` is
listed twice") does not apply."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("words")


def lookup(word: str) -> str:
    """Look up a word."""
    return word


def define(word: str) -> str:
    """Define a word."""
    return word


mcp.add_tool(lookup)

for fn in [lookup, define]:
    mcp.add_tool(fn, name=fn.__name__ + "_2")

"""A server at module level in a file nothing imports: `fastmcp run tools/standalone.py`
serves it, so its tools are reported."""

from fastmcp import FastMCP

mcp = FastMCP("standalone")


@mcp.tool()
def lookup(key: str) -> str:
    return key

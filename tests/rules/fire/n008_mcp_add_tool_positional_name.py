"""`add_tool(fn, name, ...)` names the tool by position as `name=` does (mcp 1.30
`FastMCP.add_tool(fn, name, title, description)`): the tool is `lookup city` on the wire, a
name outside the MCP specification's `[A-Za-z0-9_.-]{1,128}`, not the function's
`find_city`."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("cities")


def find_city(query: str) -> str:
    """Find a city by name."""
    return query


mcp.add_tool(find_city, "lookup city")  # expect: N008

"""A fastmcp tool without a docstring: fastmcp 4 leaves the description out of the tool
(the MCP SDK's FastMCP sends `""`), and the message says which: "sends no description"."""
from fastmcp import FastMCP

mcp = FastMCP("net")


@mcp.tool
def ping(host: str) -> str:  # expect: D001
    return host

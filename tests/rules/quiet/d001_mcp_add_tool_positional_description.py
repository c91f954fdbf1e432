"""The MCP SDK's `FastMCP.add_tool(fn, name, title, description, ...)` (mcp 1.30,
server/fastmcp/server.py:413) takes the description fourth: the tool is sent with "Count
the letters of a word.", so D001 has nothing to report."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("letters")


def count(word: str) -> int:
    return len(word)


mcp.add_tool(count, "count_letters", "Count letters", "Count the letters of a word.")

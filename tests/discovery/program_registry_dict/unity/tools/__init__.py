"""Registers every collected tool on the server."""

# expect: none

from fastmcp import FastMCP

from unity.registry import get_registered_tools


def register_all_tools(mcp: FastMCP) -> None:
    tools = get_registered_tools()
    for tool_info in tools:
        func = tool_info["func"]
        mcp.tool(name=tool_info["name"], description=tool_info["description"], **tool_info["kwargs"])(func)

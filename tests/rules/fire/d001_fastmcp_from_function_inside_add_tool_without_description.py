"""`mcp.add_tool(Tool.from_function(fn, name=...))` without `description=`: fastmcp 4.1.6
falls back to the docstring (`tools/function_tool.py:408-410`), and this function has none,
so the tool is listed without a description. The name given to the wrapper is read; the
description is not invented."""
from fastmcp import FastMCP
from fastmcp.tools import Tool

mcp = FastMCP("spark")


def list_available_tables() -> list[str]:  # expect: D001
    return []


mcp.add_tool(Tool.from_function(list_available_tables, name="list_tables"))

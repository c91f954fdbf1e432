"""The entry point: the server, the tool modules imported, then registered."""

# expect: none

from fastmcp import FastMCP

from unity.tools import register_all_tools
from unity.tools import scene  # noqa: F401

mcp = FastMCP("unity")
register_all_tools(mcp)

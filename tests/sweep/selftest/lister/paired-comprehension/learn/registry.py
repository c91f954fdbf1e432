# learn-mcp-server: a tuple of (name, function) pairs registered in a dict comprehension with
# `mcp.tool(name=name)(function)`; each pair is one tool under its own name. Prompts registered
# the same way with `mcp.prompt` are not tools.
from fastmcp import FastMCP

from . import basic_tools

TOOLS = (
    ("server_info", basic_tools.get_server_info),
    ("list_learning_modules", basic_tools.list_modules),
)
PROMPTS = (("explain_topic", basic_tools.explain),)


def register_tools(mcp: FastMCP):
    return {name: mcp.tool(name=name, annotations={"readOnlyHint": True})(function) for name, function in TOOLS}


def register_prompts(mcp: FastMCP):
    return {name: mcp.prompt(name=name)(function) for name, function in PROMPTS}

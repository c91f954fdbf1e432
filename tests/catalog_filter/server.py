"""Registers the catalog entries named in `DEFAULT_TOOL_NAMES` only (sublime-mcp's
`_focused_tools`); `len(TOOLS)` lists nothing."""
import sys

from mcp.server.fastmcp import FastMCP

try:
    from catalog import TOOLS
except ImportError:
    sys.exit(1)

mcp = FastMCP("catalog")

DEFAULT_TOOL_NAMES = frozenset({"move_paths", "get_help"})

print(f"{len(TOOLS)} tools in the catalog", file=sys.stderr)

_focused_tools = {tool["name"]: tool for tool in TOOLS if tool["name"] in DEFAULT_TOOL_NAMES}


def _build_tool(name, description, schema):
    def call(**kwargs):
        return {"name": name, "arguments": kwargs}

    call.__name__ = name
    call.__doc__ = description
    return call


for _tool in _focused_tools.values():
    mcp.add_tool(_build_tool(_tool["name"], _tool["description"], _tool.get("inputSchema")))

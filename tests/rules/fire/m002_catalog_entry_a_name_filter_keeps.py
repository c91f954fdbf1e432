"""A catalog listed through name filters still has tools: the entries a filter keeps.
`list_tools` keeps the entries named in `DEFAULT_TOOL_NAMES` (a `frozenset` literal, sublime-mcp's
shape) or, in a loop, those not skipped by `if tool["name"] not in EXTRA: continue`; `move_paths`
is kept by the first and `tag_files` by the second, so VS Code refuses both."""
from mcp import types
from mcp.server.lowlevel import Server

server = Server("catalog")

DEFAULT_TOOL_NAMES = frozenset({"move_paths", "get_help"})
EXTRA = ("tag_files",)

TOOLS = [
    {
        "name": "move_paths",
        "description": "Move files to a folder.",
        "inputSchema": {
            "type": "object",
            "properties": {"paths": {"type": "array"}},  # expect: M002
            "required": ["paths"],
        },
    },
    {
        "name": "tag_files",
        "description": "Tag files.",
        "inputSchema": {
            "type": "object",
            "properties": {"files": {"type": "array"}},  # expect: M002
            "required": ["files"],
        },
    },
]


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    listed = [types.Tool(**t) for t in TOOLS if t["name"] in DEFAULT_TOOL_NAMES]
    for tool in TOOLS:
        if tool["name"] not in EXTRA:
            continue
        listed.append(types.Tool(**tool))
    return listed

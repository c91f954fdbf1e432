"""sublime-mcp (issue 26, seed 51): a catalog generated from the backend, with no import of
its own. `server.py` registers only the entries named in `DEFAULT_TOOL_NAMES`: `move_paths`
is a tool (VS Code refuses its array without `items`), `delete_folder` is never registered."""
TOOLS = [
    {
        "name": "move_paths",
        "description": "Move files to a folder.",
        "inputSchema": {
            "type": "object",
            "properties": {"paths": {"type": "array"}},
            "required": ["paths"],
        },
    },
    {
        "name": "delete_folder",
        "description": "Delete folders.",
        "inputSchema": {
            "type": "object",
            "properties": {"dirs": {"type": "array"}},
            "required": ["dirs"],
        },
    },
]

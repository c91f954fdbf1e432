"""A bare `list` parameter becomes `{"type": "array", "items": {}}` in pydantic, but a bare
`tuple` in a hand-written schema (or a schema built by hand) has no `items`: VS Code refuses
the tool (`tool parameters array type must have items`)."""
from mcp import types
from mcp.server.lowlevel import Server

server = Server("files")

TOOLS = [
    types.Tool(
        name="tag_files",
        description="Tag files.",
        inputSchema={
            "type": "object",
            "properties": {
                "paths": {"type": "array"},  # expect: M002
                "tag": {"type": "string"},
            },
            "required": ["paths", "tag"],
        },
    ),
]

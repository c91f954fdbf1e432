"""The low-level server listing the handlers' tools."""

# expect: none

from mcp.server import Server
from mcp.types import Tool

from notes import tools

app = Server("notes")
HANDLERS = [
    tools.ListNotesToolHandler(),
    tools.ReadNoteToolHandler(),
    tools.DeleteNoteToolHandler(),
]


@app.list_tools()
async def list_tools() -> list[Tool]:
    return [h.get_tool_description() for h in HANDLERS]

"""The handlers: each `get_tool_description` returns the tool's schema."""

from mcp.types import Resource, Tool

TOOL_LIST_NOTES = "notes_list"
TOOL_READ_NOTE = "notes_read"


class ToolHandler:
    def __init__(self, tool_name: str):
        self.name = tool_name

    def get_tool_description(self) -> Tool:
        raise NotImplementedError()


class ListNotesToolHandler(ToolHandler):
    def __init__(self):
        super().__init__(TOOL_LIST_NOTES)

    def get_tool_description(self):
        # expect: mcp - notes_list
        return Tool(
            name=self.name,
            description="List the notes.",
            inputSchema={"type": "object", "properties": {}, "required": []},
        )


class ReadNoteToolHandler(ToolHandler):
    def __init__(self):
        super().__init__(tool_name=TOOL_READ_NOTE)

    def get_tool_description(self):
        # expect: mcp - notes_read
        return Tool(
            name=self.name,
            description="Read one note.",
            inputSchema={
                "type": "object",
                "properties": {"path": {"type": "string"}},
                "required": ["path"],
            },
        )


class DeleteNoteToolHandler(ToolHandler):
    def __init__(self):
        self.name = "notes_delete"

    def get_tool_description(self):
        # expect: mcp - notes_delete
        return Tool(
            name=self.name,
            description="Delete one note.",
            inputSchema={"type": "object", "properties": {"path": {"type": "string"}}},
        )


class NoteResource:
    def __init__(self, name: str):
        self.name = name

    def describe(self) -> Resource:
        return Resource(name=self.name, uri="notes://all")

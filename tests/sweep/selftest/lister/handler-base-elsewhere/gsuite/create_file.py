"""A handler named by its class attribute; the base constructor does not set `self.name`. A
look-alike `Tool` of the project's own is not a tool."""

from mcp.types import Tool

from gsuite import model
from gsuite.base import BaseHandler


class CreateTextFileHandler(BaseHandler):
    name = "create_text_file"

    def get_tool_description(self) -> Tool:
        return Tool(
            name=self.name,
            description="Create a new text file.",
            inputSchema={
                "type": "object",
                "properties": {"file_path": {"type": "string"}},
                "required": ["file_path"],
            },
        )


class Describe(BaseHandler):
    name = "describe_record"

    def record(self) -> model.Tool:
        return model.Tool(
            name=self.name,
            description="Not a tool.",
            inputSchema={"type": "object", "properties": {}},
        )

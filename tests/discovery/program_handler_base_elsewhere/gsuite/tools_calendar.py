"""Handlers named through `super().__init__(...)` of a base in `gsuite/toolhandler.py`."""

from mcp.types import Tool

from gsuite import toolhandler
from gsuite.toolhandler import ToolHandler


class ListCalendarsToolHandler(toolhandler.ToolHandler):
    def __init__(self):
        super().__init__("list_calendars")

    def get_tool_description(self) -> Tool:
        # expect: mcp - list_calendars
        return Tool(
            name=self.name,
            description="Lists the calendars of the account.",
            inputSchema={
                "type": "object",
                "properties": {toolhandler.USER_ID_ARG: self.get_user_id_arg_schema()},
                "required": [toolhandler.USER_ID_ARG],
            },
        )


class DeleteEventToolHandler(ToolHandler):
    def __init__(self):
        super().__init__(tool_name="delete_calendar_event")

    def get_tool_description(self) -> Tool:
        # expect: mcp - delete_calendar_event
        return Tool(
            name=self.name,
            description="Deletes one event.",
            inputSchema={
                "type": "object",
                "properties": {"event_id": {"type": "string"}},
                "required": ["event_id"],
            },
        )

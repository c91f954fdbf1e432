from google.adk.tools.base_toolset import BaseToolset
from google.adk.tools.google_tool import GoogleTool

from .message_tool import publish_message

DEFAULT_BUS = "default"


class EventToolset(BaseToolset):
    def __init__(self):
        self._publish_message_tool = GoogleTool(func=publish_message)
        self._tools = [self._publish_message_tool]

    async def get_tools(self, readonly_context=None):
        return [t for t in self._tools]

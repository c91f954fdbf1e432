"""The registry: imports no framework; the server comes from its constructor's argument."""

# expect: none

from typing import Any

from tools.search import register_search_tools
from tools.service import register_service_tools


class ToolsRegistry:
    def __init__(self, server: Any) -> None:
        self.server = server
        self.client = server.client
        self.mcp = server.mcp

    def register_all(self) -> None:
        register_search_tools(self.mcp, self.client)
        register_service_tools(self.mcp, self.client, None)


class DirectRegistry:
    def __init__(self, app) -> None:
        self.app = app

    def register(self) -> None:
        register_service_tools(self.app, None, None)

"""The registry: decorator factories that register on the server it keeps."""

# expect: none

import functools
from collections.abc import Callable
from typing import Any

from mcp.server import MCPServer
from mcp.types import ToolAnnotations

READ_ONLY = ToolAnnotations(read_only_hint=True)
ADDITIVE = ToolAnnotations(read_only_hint=False)


def _as_tool_errors(function: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return function(*args, **kwargs)

    return wrapper


class ToolRegistry:
    def __init__(self, server: MCPServer, read_only: bool) -> None:
        self.server = server
        self.read_only = read_only

    def reader(self, title: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        return self._register(title, READ_ONLY)

    def writer(self, title: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        return self._register(title, ADDITIVE)

    def _register(
        self, title: str, annotations: ToolAnnotations
    ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        def decorate(function: Callable[..., Any]) -> Callable[..., Any]:
            if self.read_only and not annotations.read_only_hint:
                return function
            self.server.tool(title=title, annotations=annotations)(_as_tool_errors(function))
            return function

        return decorate


class Catalog:
    """The same shape, filling the project's own table: registers nothing."""

    def __init__(self, table: dict) -> None:
        self.table = table

    def writer(self, title: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        return self._register(title)

    def _register(self, title: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        def decorate(function: Callable[..., Any]) -> Callable[..., Any]:
            self.table[title] = function
            return function

        return decorate

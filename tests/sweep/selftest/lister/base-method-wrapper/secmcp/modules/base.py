"""The base class of every module: `_add_tool(server, method, name)` registers the bound
method it is given on the server under a prefixed name (`f"sec_{name}"`), behind two feature
gates. The tools are the methods the subclasses of other modules pass to it, named
`sec_<the literal they give>`; a name given as a computed value is unread (`sec_{name}`).

Negative: `_track(method, name)` only records the method (no registration), and the base's own
methods are only called.

# expect: none
"""

import os
from abc import ABC, abstractmethod
from typing import Any, Callable

from mcp.server import FastMCP
from mcp.types import ToolAnnotations

READ_ONLY = ToolAnnotations(readOnlyHint=True)


def is_readonly_mode() -> bool:
    return os.environ.get("SEC_MCP_READONLY", "") == "1"


class BaseModule(ABC):
    """Base class for all modules."""

    def __init__(self, client: object) -> None:
        self.client = client
        self.tools: list[str] = []
        self.tracked: dict[str, Callable[..., Any]] = {}

    @abstractmethod
    def register_tools(self, server: FastMCP) -> None:
        """Register the module's tools with the server."""

    def _add_tool(
        self,
        server: FastMCP,
        method: Callable[..., Any],
        name: str,
        annotations: ToolAnnotations | None = None,
    ) -> None:
        """Add a tool to the server and track it."""
        prefixed_name = f"sec_{name}"
        effective = annotations or READ_ONLY
        if is_readonly_mode() and effective.readOnlyHint is not True:
            return
        server.add_tool(method, name=prefixed_name, annotations=effective)
        self.tools.append(prefixed_name)

    def _track(self, method: Callable[..., Any], name: str) -> None:
        """Records a method without registering it."""
        self.tracked[name] = method

    def _call(self, operation: str, **params: Any) -> dict:
        """Calls the API."""
        return {"operation": operation, **params}

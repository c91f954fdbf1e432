"""The project's tool classes and server class."""

# expect: none

from typing import Any

from fastmcp import FastMCP
from fastmcp.tools import FunctionTool


class _SerializingFunctionTool(FunctionTool):
    """Renders results with a fixed encoder."""

    def _serialize(self, data: Any) -> str:
        raise NotImplementedError


class PlainFunctionTool(_SerializingFunctionTool):
    def _serialize(self, data: Any) -> str:
        return str(data)


class CompactFunctionTool(_SerializingFunctionTool):
    def _serialize(self, data: Any) -> str:
        return repr(data)


class PlatformServer(FastMCP):
    """The project's server class."""

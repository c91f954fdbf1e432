"""Parameter types whose schema toolsight cannot read are not claimed to fail: a model
deriving from another package's class (devhelm-mcp-server's `_McpCreateMonitorRequest(
CreateMonitorRequest)` over the SDK's pydantic model) and a `Literal` of values a call
computes at import (archicad-mcp-server's `Literal[element_type_names()]`, a tuple of
strings there). Sweep 8, seed 38: 2 L001 wrong."""
from typing import Literal

from devhelm.types import CreateMonitorRequest
from fastmcp import FastMCP

mcp = FastMCP("demo")


def element_type_names() -> tuple[str, ...]:
    return ("Wall", "Slab")


ElementTypeName = Literal[element_type_names()]  # type: ignore[valid-type]


class McpCreateMonitorRequest(CreateMonitorRequest):
    """The SDK's request with the server's own attribution hidden."""


@mcp.tool()
def create_monitor(body: McpCreateMonitorRequest) -> str:
    """Create a monitor.

    Args:
        body: The monitor to create.
    """
    return "ok"


@mcp.tool()
def find_elements(kind: ElementTypeName) -> str:
    """Find the elements of one type.

    Args:
        kind: The element type.
    """
    return kind

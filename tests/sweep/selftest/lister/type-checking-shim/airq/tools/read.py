"""Tools registered on the server imported from the server module (no SDK import here but
`mcp.types`)."""

from mcp.types import ToolAnnotations

from airq.compat import Context, LocalServer
from airq.server import mcp

READ_ONLY = ToolAnnotations(readOnlyHint=True)

recorder = LocalServer()


@mcp.tool(annotations=READ_ONLY)
async def get_air_quality(ctx: Context, device: str | None = None) -> str:
    """The latest sensor readings of a device."""
    return ""


@mcp.tool()
def list_devices() -> str:
    """The configured devices."""
    return ""


@recorder.tool()
def not_a_tool(x: int) -> int:
    return x

"""Tools registered on vendored frameworks. Negative: `cleanup` (a vendored non-framework `tool`)."""

from myproject._vendor.fastmcp import FastMCP
from myproject._vendor.helpers import tool
from myproject.handlers import ping
from myproject.third_party.mcp.server.fastmcp import FastMCP as SdkServer

mcp = FastMCP("vendored")
sdk = SdkServer("sdk")


# expect: fastmcp vendored vendored
@mcp.tool()
def vendored(x: int) -> int:
    """A tool on the vendored fastmcp."""
    return x


# expect: mcp sdk_tool sdk_tool
@sdk.tool()
def sdk_tool(path: str) -> str:
    """A tool on the vendored MCP SDK."""
    return path


@tool
def cleanup() -> None:
    """Not a tool."""


mcp.add_tool(ping)

"""fastmcp's `ToolTransform({...})` rewrites only the tools its mapping names (fastmcp 4.1.6
`ToolTransform.list_tools`): `ping` is not named, so it is listed as registered, with no
description."""
from fastmcp import FastMCP
from fastmcp.server.transforms import ToolTransform
from fastmcp.tools.tool_transform import ToolTransformConfig

mcp = FastMCP("lab")


@mcp.tool
def ping(host: str) -> str:  # expect: D001
    return host


@mcp.tool
def get_values(queries: str) -> str:
    """Read parameter values."""
    return queries


mcp.add_transform(ToolTransform({"get_values": ToolTransformConfig(title="Values")}))

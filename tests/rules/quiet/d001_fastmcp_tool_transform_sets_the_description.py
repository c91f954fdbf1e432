"""fastmcp's `ToolTransform({name: ToolTransformConfig(...)})` (fastmcp 4.1.6
`server/transforms/tool_transform.py`) rewrites the tool it names when the server lists it: the
description sent is the config's, which toolsight does not read. The description is unread, so
D001 has nothing to report."""
from fastmcp import FastMCP
from fastmcp.server.transforms import ToolTransform
from fastmcp.tools.tool_transform import ToolTransformConfig

mcp = FastMCP("lab")


@mcp.tool(name="get_values")
def get_values(queries: str) -> str:
    return queries


mcp.add_transform(
    ToolTransform({"get_values": ToolTransformConfig(description="Read parameter values.")})
)

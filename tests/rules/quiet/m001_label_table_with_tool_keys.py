"""A lookup table whose keys are an MCP tool's fields, mapped to labels for people
(mcp-sentinel-proxy's `_area_of`): `"inputSchema": "input parameters"` is a string, so the
dict is no tool and its `inputSchema` no schema."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("drift")


def _area_of(path: str) -> str:
    root = path.removeprefix("$.").split(".", 1)[0].split("[", 1)[0]
    return {
        "name": "identity",
        "title": "identity",
        "description": "description",
        "inputSchema": "input parameters",
        "outputSchema": "output schema",
        "annotations": "annotations",
    }.get(root, "other")


@mcp.tool()
def area(path: str) -> str:
    """The area of a tool's definition that a JSON path points into."""
    return _area_of(path)

# toolsight-test: {"ignore": ["T001"]}
# Doubling aliases of a size toolsight expands whole (2**8 leaves): no X003.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m")

A0 = tuple[A1, A1]
A1 = tuple[A2, A2]
A2 = tuple[A3, A3]
A3 = tuple[A4, A4]
A4 = tuple[A5, A5]
A5 = tuple[A6, A6]
A6 = tuple[A7, A7]
A7 = tuple[A8, A8]
A8 = int


@mcp.tool()
def grid(cells: A0) -> str:
    """A grid."""
    return ""


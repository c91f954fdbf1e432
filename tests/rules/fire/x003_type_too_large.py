# Aliases that double at every level: 2**20 leaves, more than toolsight expands.
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
A8 = tuple[A9, A9]
A9 = tuple[A10, A10]
A10 = tuple[A11, A11]
A11 = tuple[A12, A12]
A12 = tuple[A13, A13]
A13 = tuple[A14, A14]
A14 = tuple[A15, A15]
A15 = tuple[A16, A16]
A16 = tuple[A17, A17]
A17 = tuple[A18, A18]
A18 = tuple[A19, A19]
A19 = tuple[A20, A20]
A20 = int


@mcp.tool()
def grid(cells: A0) -> str:  # expect: X003
    """A grid."""
    return ""


T = tuple[T, T]


@mcp.tool()
def cyclic(cells: "T") -> str:  # expect: L008
    """An alias of itself: a name error when the module runs, not an endless expansion."""
    return ""

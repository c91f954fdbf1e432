"""The MCP SDK drops the bare string of `Annotated[T, "text"]`, but the description it sends
(the docstring) explains the parameter all the same: by its name as code (`offset`,
`variety='regular'`, powerbi-analyst-mcp, kite-mcp) or with most of the dropped words
("Supports URL, local file path, data URL, and Base64 input.", agent-vision-mcp). The model
is not left with the bare name: no L012."""
from typing import Annotated

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("q")


@mcp.tool()
def read_query_result(
    offset: Annotated[int, "Zero-based row offset to start reading from. Default: 0."] = 0,
) -> str:
    """Read a page of rows. Combine `offset` with the page size to page through results
    (offset=0 is the first row)."""
    return str(offset)


@mcp.tool()
def place_order(
    variety: Annotated[str, "Order variety: regular, amo (after-market). Default: regular"] = "regular",
) -> str:
    """Place an order. Use variety='regular' for normal orders, 'amo' for after-market
    orders."""
    return variety


@mcp.tool(description="Analyse an image. Supports URL, local file path, data URL, and Base64 input.")
def vision_analyze(
    image_source: Annotated[str, "Image: URL, file path, data URL, or base64"],
) -> str:
    return image_source

from shop.server import mcp


@mcp.tool()
def order_status(order_id: str) -> str:
    """The status of an order."""
    return ""


@mcp.tool()
def lookup(order_id: str) -> str:
    """Look an order up."""
    return ""

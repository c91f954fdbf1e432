from shop.server import mcp


@mcp.tool()
def stock_level(sku: str = "", warehouse: str) -> str:
    """How many of an item are in stock, in one warehouse or in all of them."""
    return ""


@mcp.tool()
def lookup(sku: str) -> str:
    """Look an item up in the stock."""
    return ""


@mcp.tool()
def reorder(sku: str, quantity: int) -> str:
    """Order more of an item from its supplier."""
    return ""

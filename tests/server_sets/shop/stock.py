"""Stock tools, registered on the shop's server beside the order tools."""
from shop.server import mcp


@mcp.tool()
def stock_level(sku: str, warehouse: str = "main") -> int:
    """How many units of a product a warehouse holds, counting reserved units as gone."""
    return 0


@mcp.tool()
def lookup(sku: str) -> dict:
    """Look up one product by its SKU: its name, its price and where it is stocked."""
    return {}

"""selectools serialises dicts, lists and dataclasses returned by a tool as JSON (and
numbers with `str()`), so these return types reach the model intact."""
from dataclasses import dataclass

from selectools import ToolRegistry

shop = ToolRegistry()


@dataclass
class Stock:
    sku: str
    available: int


@shop.tool(description="Search products by name.")
def search_products(query: str) -> list[dict]:
    """Search products by name."""
    return []


@shop.tool(description="Count the products of a category.")
def count_products(category: str) -> int:
    """Count the products of a category."""
    return 0


@shop.tool(description="Return the stock of a product.")
def stock(sku: str) -> Stock:
    """Return the stock of a product."""
    return Stock(sku, 0)

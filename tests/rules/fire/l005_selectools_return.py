"""selectools turns a tool's return value into text: dicts, lists and dataclasses become
JSON, but a plain object becomes `<module.Class object at 0x...>` and bytes `b'...'`."""
from selectools import ToolRegistry

registry = ToolRegistry()


class SalesReport:
    def __init__(self, total: float, orders: int):
        self.total = total
        self.orders = orders


class Invoice:
    def __init__(self, number: str):
        self.number = number

    def __str__(self) -> str:
        return f"Invoice {self.number}"


@registry.tool(description="Build the sales report of a month.")
def sales_report(month: str) -> SalesReport:  # expect: L005
    """Build the sales report of a month."""
    return SalesReport(0.0, 0)


@registry.tool(description="Download an invoice as PDF.")
def invoice_pdf(number: str) -> bytes:  # expect: L005
    """Download an invoice as PDF."""
    return b""


@registry.tool(description="Find an invoice.")
def find_invoice(number: str) -> Invoice:
    """Find an invoice."""
    return Invoice(number)


@registry.tool(description="Search products.")
def search_products(query: str) -> list[dict]:
    """Search products."""
    return []


@registry.tool(description="Count products in a category.")
def count_products(category: str) -> int:
    """Count products in a category."""
    return 0

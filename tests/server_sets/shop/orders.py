"""Order tools, registered on the shop's server."""
from shop.server import mcp


@mcp.tool()
def list_orders(customer_id: str, status: str = "open", limit: int = 20) -> list[dict]:
    """List a customer's orders, newest first, with their status, their total and the date
    each was placed; closed and cancelled orders only when `status` asks for them."""
    return []


@mcp.tool()
def cancel_order(order_id: str, reason: str) -> dict:
    """Cancel an order that has not shipped yet; the reason is shown to the customer in the
    confirmation email and kept in the order's history."""
    return {}


@mcp.tool()
def lookup(order_id: str) -> dict:
    """Look up one order by its id: its lines, its payments and its shipments."""
    return {}

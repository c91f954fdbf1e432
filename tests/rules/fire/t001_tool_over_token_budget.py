# toolsight-test: {"tokens": {"tool-budget": 120}}
"""A tool whose description carries its whole manual: paid on every request."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("orders")


@mcp.tool()
def refund_order(order_id: str, amount_cents: int, reason: str = "") -> str:  # expect: T001
    """Refund an order, fully or in part.

    Refunds go back to the original payment method. Partial refunds are allowed as long as
    the total refunded never exceeds the amount captured. Orders older than 180 days cannot
    be refunded through this tool; escalate them to a human agent instead. Gift cards are
    refunded as store credit. Always confirm the amount with the customer before calling.
    """
    return ""


@mcp.tool()
def order_status(order_id: str) -> str:
    """The status of an order."""
    return ""

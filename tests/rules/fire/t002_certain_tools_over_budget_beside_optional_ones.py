# toolsight-test: {"tokens": {"set-budget": 120}}
"""Three tools every server lists pass the budget together; a fourth, registered only when a
key is set, is not counted in the set (the finding is about what is certainly sent)."""
import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("orders")


@mcp.tool()  # expect: T002
def order_status(order_id: str) -> str:
    """The status of an order."""
    return ""


@mcp.tool()
def cancel_order(order_id: str) -> str:
    """Cancel an order that has not shipped yet."""
    return ""


@mcp.tool()
def track_parcel(tracking_number: str) -> str:
    """Where a parcel is now."""
    return ""


if os.environ.get("REFUNDS_API_KEY"):

    @mcp.tool()
    def refund_order(order_id: str, reason: str) -> str:
        """Refund an order to the card it was paid with."""
        return ""

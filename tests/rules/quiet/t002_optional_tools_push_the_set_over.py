# toolsight-test: {"tokens": {"set-budget": 120}}
"""Two tools every server lists, and one only when an API key is set: the set passes the
budget only with the key (paper-toolkit-mcp's `if ieee_searcher is not None:`), so the
default server's set is under it and no configuration toolsight can read is certain to be over."""
import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("orders")
tracker = os.environ.get("TRACKER_API_KEY")


@mcp.tool()
def order_status(order_id: str) -> str:
    """The status of an order."""
    return ""


@mcp.tool()
def cancel_order(order_id: str) -> str:
    """Cancel an order that has not shipped yet."""
    return ""


if tracker is not None:

    @mcp.tool()
    def track_parcel(tracking_number: str) -> str:
        """Where a parcel is now."""
        return ""

# toolsight-test: {"tokens": {"set-budget": 120}}
"""Three small tools of one server: each is cheap, together they pass the set budget."""
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

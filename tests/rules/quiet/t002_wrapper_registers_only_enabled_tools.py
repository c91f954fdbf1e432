# toolsight-test: {"tokens": {"set-budget": 120}}
"""The project's decorator registers a tool only if its name is in a set computed at run time
(ultrasync-mcp's `tool_if_enabled`), and returns it unregistered otherwise: which tools are
listed is not known, so no set of them is known to pass the budget."""
import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("orders")
_enabled_tools = set(os.environ.get("ENABLED_TOOLS", "order_status").split(","))


def tool_if_enabled(func):
    """Registers the tool only if it is enabled."""
    if func.__name__ in _enabled_tools:
        return mcp.tool()(func)
    return func


@tool_if_enabled
def order_status(order_id: str) -> str:
    """The status of an order."""
    return ""


@tool_if_enabled
def cancel_order(order_id: str) -> str:
    """Cancel an order that has not shipped yet."""
    return ""


@tool_if_enabled
def track_parcel(tracking_number: str) -> str:
    """Where a parcel is now."""
    return ""

"""Google ADK function tools it sends as written: the injected ToolContext is dropped (it is
not the model's to fill), descriptions and constraints travel in `parameters_json_schema`."""
from typing import Annotated, Literal

from google.adk.agents import Agent
from google.adk.tools import FunctionTool, ToolContext
from pydantic import Field


def lookup_order(
    order_id: Annotated[str, Field(description="The order number.", min_length=6)],
    tool_context: ToolContext,
) -> dict:
    """Look up an order by its number."""
    return {}


def refund_order(order_id: str, reason: Literal["damaged", "late", "other"]) -> dict:
    """Refund an order.

    Args:
        order_id: The order number.
        reason: Why the customer wants a refund.
    """
    return {}


agent = Agent(
    name="support",
    model="gemini-2.5-flash",
    tools=[lookup_order, FunctionTool(refund_order)],
)

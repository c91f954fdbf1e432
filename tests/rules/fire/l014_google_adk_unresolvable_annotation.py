"""Google ADK cannot evaluate an annotation whose type is imported only for type checkers: it
logs a warning and sends the tool with no parameters at all."""
from __future__ import annotations

from typing import TYPE_CHECKING

from google.adk.agents import Agent

if TYPE_CHECKING:
    from decimal import Decimal


def refund(order_id: str, amount: Decimal) -> str:  # expect: L014
    """Refund part of an order.

    Args:
        order_id: The order.
        amount: How much to refund.
    """
    return order_id


agent = Agent(name="support", model="gemini-2.5-flash", tools=[refund])

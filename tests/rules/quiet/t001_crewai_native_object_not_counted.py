# toolsight-test: {"tokens": {"tool-budget": 150}}
"""crewai's own tool object carries the description twice (and the prompt block built from
it), but its function calling sends OpenAI the sanitised name, the description once and the
strict parameters: that payload is under the budget, so T001 has nothing to say."""
from crewai.tools import tool


@tool("Order refund")
def refund_order(order_id: str, amount_cents: int) -> str:
    """Refund an order, fully or in part. Refunds go back to the original payment method;
    partial refunds are allowed as long as the total refunded never exceeds what was paid.
    Use the order's own identifier, not the payment's, and give the amount in cents."""
    return ""

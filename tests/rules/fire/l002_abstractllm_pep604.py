"""abstractllm unwraps `typing.Optional[int]` but sends a PEP 604 `int | None` as "string"."""
from typing import Optional

from abstractllm import create_llm


def list_orders(customer_id: str, limit: int | None = None) -> str:  # expect: L002
    """List a customer's orders."""
    return ""


def count_orders(customer_id: str, since_days: Optional[int] = None) -> int:
    """Count a customer's orders."""
    return 0


llm = create_llm("anthropic", model="claude-sonnet-4-5")
reply = llm.generate("How many orders did customer 42 place?", tools=[list_orders, count_orders])

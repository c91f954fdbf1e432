# toolsight-test: {"providers": ["openai-chat", "openai-responses"]}
"""stores sends TypedDicts as closed objects with every key required: exactly what OpenAI
strict mode wants (Gemini would refuse `additionalProperties`, but it is not a target here)."""
from typing import TypedDict

import stores


class LineItem(TypedDict):
    sku: str
    quantity: int


class Address(TypedDict):
    street: str
    city: str
    postcode: str


def place_order(customer_id: str, items: list[LineItem], ship_to: Address) -> str:
    """Place an order for a customer."""
    return ""


index = stores.Index([place_order])

"""`tools=[f]` sends `parameters_json_schema`, plain JSON Schema the Gemini API accepts as it
is: `$defs`, `$ref`, `additionalProperties` and `uniqueItems` there are not the OpenAPI-subset
problems the Gemini rules report for `parameters`."""
from google import genai
from google.genai import types
from pydantic import BaseModel


class Address(BaseModel):
    """A postal address."""

    street: str
    city: str


class Order(BaseModel):
    """An order to ship."""

    sku: str
    quantity: int
    address: Address


def ship(order: Order, labels: dict[str, str], tags: set[str]) -> str:
    """Ship an order.

    Args:
        order: The order.
        labels: Label names and texts.
        tags: Tags for the shipment.
    """
    return ""


client = genai.Client()
config = types.GenerateContentConfig(tools=[ship])

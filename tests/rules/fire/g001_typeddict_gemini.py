"""stores keeps `additionalProperties: false` on TypedDict parameters in its Gemini format;
Gemini's `parameters` schema has no such field (`Unknown name "additionalProperties"`)."""
from typing import TypedDict

import stores


class Address(TypedDict):
    street: str
    city: str
    postcode: str


def create_shipment(order_id: str, address: Address) -> str:  # expect: G001
    """Create a shipment for an order."""
    return ""


def list_shipments(addresses: list[Address]) -> str:  # expect: G001
    """List the shipments going to some addresses."""
    return ""


index = stores.Index([create_shipment, list_shipments])

# toolsight-test: {"select": ["G009"]}
"""`GenerateContentConfig(tools=[f])` sends pydantic's schema as `parameters_json_schema`
(google-genai 3.4.0 golden `tests/goldens/google-genai/p_pydantic_params.json`): the model's
nested model's definition, hoisted into `$defs`, keeps `"title": "Address"`, which Gemini has read as a function name
(googleapis/python-genai#1732, `MALFORMED_FUNCTION_CALL`)."""
from google import genai
from google.genai import types
from pydantic import BaseModel


class Address(BaseModel):
    street: str
    city: str


class Order(BaseModel):
    sku: str
    address: Address


def ship(order: Order, express: bool) -> str:  # expect: G009
    """Ship an order.

    Args:
        order: What to ship and where.
        express: Whether to use express delivery.
    """
    return "ok"


client = genai.Client()
client.models.generate_content(
    model="gemini-2.5-flash",
    contents="Ship it to 1 Main St, Springfield.",
    config=types.GenerateContentConfig(tools=[ship]),
)

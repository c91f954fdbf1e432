"""Hand-written OpenAI tool schemas (framework id `openai`), named by their `name`.

Idioms: Chat Completions dicts `{"type": "function", "function": {"name", "parameters",
"strict"}}` in a module-level list and inline in `client.chat.completions.create(tools=...)`,
a Responses API dict `{"type": "function", "name", "parameters"}` in
`client.responses.create(tools=...)`, a schema bound to a name and appended to a list, and
`openai.pydantic_function_tool(Model)` / `pydantic_function_tool(Model, name=...)` (a
class-based schema: qualname = the model class, tool name = `name=` or the class name).

Not tools: `{"type": "web_search"}` (a hosted tool), `tool_choice={"type": "function",
"function": {"name": ...}}` (a reference to a tool), the `properties` of a schema (one is
called `name`), messages.
"""

from openai import OpenAI, pydantic_function_tool
from pydantic import BaseModel, Field

client = OpenAI()

TOOLS = [
    # expect: openai - get_weather
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Get current temperature for a given location.",
            "parameters": {
                "type": "object",
                "properties": {
                    "location": {"type": "string", "description": "City and country e.g. Bogotá, Colombia"}
                },
                "required": ["location"],
                "additionalProperties": False,
            },
            "strict": True,
        },
    },
]

# expect: openai - create_contact
CREATE_CONTACT = {
    "type": "function",
    "function": {
        "name": "create_contact",
        "description": "Add a contact to the address book.",
        "parameters": {
            "type": "object",
            "properties": {
                "name": {"type": "string", "description": "Full name"},
                "email": {"type": "string", "format": "email"},
            },
            "required": ["name", "email"],
        },
    },
}
TOOLS.append(CREATE_CONTACT)


class GetDeliveryDate(BaseModel):
    """Get the delivery date for a customer's order."""

    order_id: str = Field(description="The customer's order ID.")


class Refund(BaseModel):
    """Refund an order."""

    order_id: str
    amount: float


# expect: openai GetDeliveryDate GetDeliveryDate
# expect: openai Refund refund_order
typed_tools = [pydantic_function_tool(GetDeliveryDate), pydantic_function_tool(Refund, name="refund_order")]

completion = client.chat.completions.create(
    model="gpt-4.1",
    messages=[{"role": "user", "content": "What is the weather like in Paris today?", "name": "alice"}],
    tools=TOOLS
    + typed_tools
    + [
        # expect: openai - get_time
        {
            "type": "function",
            "function": {
                "name": "get_time",
                "description": "Current local time in a timezone.",
                "parameters": {"type": "object", "properties": {"tz": {"type": "string"}}},
            },
        }
    ],
    tool_choice={"type": "function", "function": {"name": "get_weather"}},
)

response = client.responses.create(
    model="gpt-4.1",
    input="Find the cheapest flight to Oslo and check the news there.",
    tools=[
        {"type": "web_search"},
        # expect: openai - search_flights
        {
            "type": "function",
            "name": "search_flights",
            "description": "Search flights to a destination.",
            "parameters": {
                "type": "object",
                "properties": {"destination": {"type": "string"}, "max_price": {"type": ["number", "null"]}},
                "required": ["destination", "max_price"],
                "additionalProperties": False,
            },
            "strict": True,
        },
    ],
)

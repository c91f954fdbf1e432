"""google-genai (`from google import genai`, `from google.genai import types`).

Idioms: Python functions in `types.GenerateContentConfig(tools=[...])` (automatic function
calling), the same in a plain-dict config (`config={"tools": [...]}`), in
`client.chats.create(config=types.GenerateContentConfig(tools=...))`,
`types.FunctionDeclaration.from_callable(client=..., callable=fn)`, a hand-written
`types.FunctionDeclaration(name=..., parameters=...)` and a hand-written declaration as a
dict inside `types.Tool(function_declarations=[...])` (both named by `name`, qualname `-`).

Not tools: `types.Tool(google_search=types.GoogleSearch())` (a built-in tool, no function),
a function only called inside a tool.
"""

from google import genai
from google.genai import types

client = genai.Client()


def _c_to_f(celsius: float) -> float:
    """Helper called by get_current_temperature; not given to the model."""
    return celsius * 9 / 5 + 32


def get_current_temperature(location: str) -> dict[str, float]:
    """Gets the current temperature for a given location.

    Args:
        location: The city and state, e.g. San Francisco, CA
    """
    return {"temperature": _c_to_f(25.0)}


def set_light_values(brightness: int, color_temp: str) -> dict[str, int | str]:
    """Set the brightness and color temperature of a room light.

    Args:
        brightness: Light level from 0 to 100.
        color_temp: `daylight`, `cool` or `warm`.
    """
    return {"brightness": brightness, "colorTemperature": color_temp}


def schedule_meeting(attendees: list[str], date: str, time: str, topic: str) -> str:
    """Schedule a meeting with the given attendees."""
    return "scheduled"


def book_room(room: str, date: str) -> bool:
    """Book a meeting room."""
    return True


# expect: google-genai get_current_temperature get_current_temperature
config = types.GenerateContentConfig(
    tools=[get_current_temperature, types.Tool(google_search=types.GoogleSearch())],
    automatic_function_calling=types.AutomaticFunctionCallingConfig(disable=False),
)
response = client.models.generate_content(
    model="gemini-2.5-flash",
    contents="What's the temperature in London?",
    config=config,
)

# expect: google-genai set_light_values set_light_values
response = client.models.generate_content(
    model="gemini-2.5-flash",
    contents="Dim the lights.",
    config={"tools": [set_light_values]},
)

# expect: google-genai book_room book_room
chat = client.chats.create(
    model="gemini-2.5-flash",
    config=types.GenerateContentConfig(tools=[book_room]),
)

# expect: google-genai schedule_meeting schedule_meeting
schedule_decl = types.FunctionDeclaration.from_callable(client=client, callable=schedule_meeting)

# expect: google-genai - get_stock_price
stock_decl = types.FunctionDeclaration(
    name="get_stock_price",
    description="Latest price of a stock ticker.",
    parameters=types.Schema(
        type=types.Type.OBJECT,
        properties={"ticker": types.Schema(type=types.Type.STRING, description="e.g. GOOG")},
        required=["ticker"],
    ),
)

manual_tools = types.Tool(
    function_declarations=[
        schedule_decl,
        stock_decl,
        # expect: google-genai - get_exchange_rate
        {
            "name": "get_exchange_rate",
            "description": "Exchange rate between two currencies.",
            "parameters": {
                "type": "object",
                "properties": {
                    "base": {"type": "string"},
                    "quote": {"type": "string"},
                },
                "required": ["base", "quote"],
            },
        },
    ]
)
response = client.models.generate_content(
    model="gemini-2.5-flash",
    contents="Price of GOOG in EUR?",
    config=types.GenerateContentConfig(
        tools=[manual_tools],
        automatic_function_calling=types.AutomaticFunctionCallingConfig(disable=True),
    ),
)

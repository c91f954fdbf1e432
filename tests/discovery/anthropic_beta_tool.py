"""anthropic SDK function tools: `beta_tool` / `beta_async_tool` (`from anthropic import ...`).

Idioms: `@beta_tool` bare, `@beta_tool(name=...)`, `beta_tool(fn)` applied by call,
`anthropic.beta_tool(fn, name=...)` through the module, `@beta_async_tool`, and tools handed to
`client.beta.messages.tool_runner(tools=[...])`.

Not tools: an undecorated helper, a tool-result formatter.
"""

import json
from typing import Literal

import anthropic
from anthropic import Anthropic, AsyncAnthropic, beta_async_tool, beta_tool

client = Anthropic()


# expect: anthropic get_weather get_weather
@beta_tool
def get_weather(location: str, units: Literal["c", "f"]) -> str:
    """Lookup the weather for a given city in either celsius or fahrenheit.

    Args:
        location: The city and state, e.g. San Francisco, CA
        units: Unit for the output, either 'c' for celsius or 'f' for fahrenheit
    """
    return json.dumps({"location": location, "temperature": "20°C"})


# expect: anthropic search_flights flight_search
@beta_tool(name="flight_search", strict=True)
def search_flights(origin: str, destination: str, date: str) -> str:
    """Search one-way flights."""
    return "[]"


def book_hotel(city: str, nights: int = 1) -> str:
    """Book a hotel room."""
    return "booked"


def cancel_booking(booking_id: str) -> str:
    """Cancel a booking."""
    return "cancelled"


def _format_result(payload: dict) -> str:
    """Helper, not a tool."""
    return json.dumps(payload)


# expect: anthropic book_hotel book_hotel
hotel_tool = beta_tool(book_hotel)
# expect: anthropic cancel_booking cancel
cancel_tool = anthropic.beta_tool(cancel_booking, name="cancel")


# expect: anthropic fetch_reviews fetch_reviews
@beta_async_tool
async def fetch_reviews(hotel_id: str, limit: int = 5) -> str:
    """Fetch recent reviews of a hotel."""
    return "[]"


def plan_trip() -> None:
    runner = client.beta.messages.tool_runner(
        model="claude-sonnet-4-5",
        max_tokens=1024,
        tools=[get_weather, search_flights, hotel_tool, cancel_tool],
        messages=[{"role": "user", "content": "Plan a weekend in Lisbon."}],
    )
    for message in runner:
        print(message)


async def read_reviews() -> None:
    runner = AsyncAnthropic().beta.messages.tool_runner(
        model="claude-sonnet-4-5",
        max_tokens=1024,
        tools=[fetch_reviews],
        messages=[{"role": "user", "content": "Is the Bairro Alto hotel good?"}],
    )
    async for message in runner:
        print(message)

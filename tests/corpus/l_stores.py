"""Tools written for stores: functions collected in a stores.Index."""
from pathlib import Path
from typing import Literal, Optional, TypedDict

import stores
from stores import ProviderFormat


class Passenger(TypedDict, total=False):
    name: str
    seat: str


def get_weather(city: str, unit: Literal["celsius", "fahrenheit"] = "celsius") -> str:
    """Get the current weather for a city.

    Args:
        city: The city name.
        unit: The temperature unit.
    """
    return city


def search_docs(query: str, limit: int = 5, tags: Optional[list[str]] = None) -> list[str]:
    """Search the documentation."""
    return []


def weather_get(city: str) -> str:
    """A tool whose __name__ contains a dot."""
    return city


weather_get.__name__ = "weather.get"


def book_flight(origin: str, destination: str, passenger: Passenger) -> str:
    """Book a flight for a passenger."""
    return origin


def set_priority(level: Literal[1, 2, 3]) -> str:
    """A non-string Literal, stringified by stores."""
    return str(level)


def make_slug(title: str, sep="-", max_len: int | None = None) -> str:
    """An untyped default and an optional int."""
    return title


def pick_one(value: int | str, fallback: float = 0.5) -> str:
    """A multi-type union: Gemini keeps only the first type."""
    return str(value)


async def fetch_page(url: str, retries: int = 3) -> str:
    """An async tool."""
    return url


def tuple_point(point: tuple[int, str]) -> str:
    """A fixed tuple keeps only its first item type."""
    return ""


def untyped_required(query) -> str:
    """A parameter without annotation and without default fails."""
    return ""


def read_config(path: Path) -> str:
    """An unsupported type; not added to the index."""
    return str(path)


def count_words(counts: dict[str, int]) -> int:
    """A parameterized dict; not added to the index."""
    return 0


def optional_path(path: Optional[Path] = None) -> str:
    """An Optional around an unsupported type; not added to the index."""
    return ""


index = stores.Index(
    [get_weather, search_docs, weather_get, book_flight, set_priority, make_slug, pick_one, fetch_page]
)
openai_tools = index.format_tools(ProviderFormat.OPENAI_CHAT)

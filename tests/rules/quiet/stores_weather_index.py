"""Weather tools done right for stores: every default is None (restored in the body),
choices are string Literals or str Enums, lists say what they hold."""
from enum import Enum
from typing import Literal, Optional

import stores


class Unit(str, Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


def get_forecast(city: str, days: Optional[int] = None, unit: Optional[Unit] = None) -> list[str]:
    """Get the weather forecast for a city.

    Args:
        city: City name, e.g. "Paris".
        days: Number of days to forecast (default 3).
        unit: Temperature unit (default celsius).
    """
    if days is None:
        days = 3
    return []


def current_conditions(city: str, detail: Literal["short", "full"]) -> str:
    """Describe the current weather in a city."""
    return ""


def compare_cities(cities: list[str]) -> str:
    """Compare today's weather in several cities."""
    return ""


index = stores.Index([get_forecast, current_conditions, compare_cities])

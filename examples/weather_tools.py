"""Tools for a weather assistant, indexed with stores.

`toolsight schema examples/weather_tools.py` prints what each provider receives;
`toolsight check examples/weather_tools.py` lists what would break.
"""
from enum import Enum
from typing import Literal, Optional

import stores


class Unit(str, Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


def get_forecast(city: str, days: int = 3, unit: Unit = Unit.CELSIUS) -> list[str]:
    """Get the weather forecast for a city.

    Args:
        city: City name, e.g. "Paris".
        days: Number of days to forecast.
        unit: Temperature unit.
    """
    return []


def current_conditions(city: str, detail: Literal["short", "full"] = "short") -> str:
    """Describe the current weather in a city."""
    return ""


def alerts(region: str, severity: Optional[int] = None) -> list[str]:
    """List active weather alerts for a region."""
    return []


def set_units(preferences: dict) -> str:
    """Save the user's preferred units."""
    return "ok"


def größe(stadt: str) -> int:
    """Population of a city (a non-ASCII tool name)."""
    return 0


index = stores.Index([get_forecast, current_conditions, alerts, set_units, größe])

"""smolagents' get_json_schema sends any class it has no mapping for as a bare "object"."""
from datetime import datetime
from enum import Enum
from pathlib import Path

from smolagents import tool


class Unit(str, Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


@tool
def forecast(
    city: str,
    unit: Unit,  # expect: L010
    at: datetime | None,  # expect: L010
    archive: list[Path],  # expect: L010
) -> str:
    """Forecast the weather.

    Args:
        city: The city.
        unit: The unit.
        at: When.
        archive: Where earlier forecasts are.
    """
    return ""

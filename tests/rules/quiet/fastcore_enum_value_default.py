"""A `str` Enum member as a default is a `str`: `json.dumps` writes "celsius", so the
request serialises fine (unlike a `Path` default)."""
from enum import Enum

from fastcore.funccall import get_schema


class Unit(str, Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


def temperature(
    city: str,  # City name
    unit: str = Unit.CELSIUS,  # "celsius" or "fahrenheit"
) -> float:  # Current temperature
    "Current temperature in a city."
    return 0.0


schema = get_schema(temperature)

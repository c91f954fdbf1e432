"""Types agno maps: strings, numbers, lists and literals, `X | None`, a string enum, a
pydantic model, descriptions in the docstring, no defaults to lose."""
from enum import Enum
from typing import Literal

from agno.tools import Toolkit
from pydantic import BaseModel


class Unit(str, Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


class Place(BaseModel):
    """A place."""

    city: str
    country: str


class WeatherTools(Toolkit):
    def __init__(self):
        super().__init__(name="weather", tools=[self.forecast])

    def forecast(
        self,
        place: Place,
        days: int,
        unit: Unit,
        hours: list[int],
        mode: Literal["brief", "full"],
        note: str | None,
    ) -> str:
        """Forecast for a place.

        Args:
            place: Where.
            days: How many days ahead.
            unit: Temperature unit.
            hours: Which hours of the day.
            mode: How much detail.
            note: Anything else.
        """
        return ""

"""Tools written for the legacy toolslm.funccall (toolslm <= 0.3.46)."""
from typing import Annotated, Optional

from toolslm.funccall import get_schema


def legacy_forecast(
    city: str,  # the city to forecast
    days: int = 3,  # how many days ahead
) -> str:  # a short forecast
    "Get the weather forecast."
    return city


def legacy_annotated(city: Annotated[str, "The city name"]) -> str:
    "Legacy toolslm does not unwrap Annotated."
    return city


def legacy_annotated_dict(value: Annotated[int, 42, {"unit": "ms"}]) -> int:
    "Annotated metadata containing a dict."
    return value


def legacy_optional(tag: Optional[str] = None, count: int | None = None) -> str:
    "Optional parameters."
    return tag or ""


def legacy_list(items: list, nested: list[list[int]]) -> int:
    "A bare list and a nested list."
    return len(items)


def legacy_return_comment(x: int):  # the doubled value
    "A return comment without annotation."
    return 2 * x


schemas = [get_schema(f) for f in (legacy_forecast, legacy_optional, legacy_list)]

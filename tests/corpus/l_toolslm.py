"""Tools written for toolslm >= 0.3.47 (schema code in fastcore.funccall), with docments."""
from typing import Annotated, Literal, Optional

from fastcore.funccall import get_schema
from pydantic import Field


def get_forecast(
    city: str,  # the city to forecast
    days: int = 3,  # how many days ahead
) -> str:  # a short forecast
    "Get the weather forecast."
    return city


def sum_numbers(
    # the numbers to add up
    numbers: list[float],
    # round the result to this many digits
    ndigits: Optional[int] = None,
) -> float:
    """Add numbers together.

    Uses plain floating point arithmetic.
    """
    return sum(numbers)


def annotated_desc(
    path: Annotated[str, "A file path"],
    mode: Annotated[str, Field(description="ignored by fastcore")] = "r",
) -> str:
    """Annotated descriptions."""
    return path


def numpy_documented(a: int, b: int = 1) -> int:
    """Multiply two numbers.

    Parameters
    ----------
    a : int
        The first factor.
    b : int
        The second factor.
    """
    return a * b


def literal_unit(unit: Literal["c", "f"] = "c") -> str:
    "A Literal falls back to a type string."
    return unit


def tuple_pair(pair: tuple[int, str], grid: tuple[int, int] = (0, 0)) -> str:
    "Fixed tuples get prefixItems."
    return ""


def no_doc(x: int) -> int:
    return x


def any_value(x: object) -> str:
    "object is rejected."
    return ""


def set_tags(tags: set[str], extra: dict[str, list[int]] | None = None) -> int:
    "A set and an optional dict of lists."
    return len(tags)


def with_varargs(
    *names: str,  # names to greet
    **options: int,  # extra options
) -> str:
    "Variadic parameters become plain properties."
    return ""


schemas = [get_schema(f) for f in (get_forecast, sum_numbers, annotated_desc, numpy_documented)]

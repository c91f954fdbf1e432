"""openai-agents only: a RunContextWrapper first parameter (dropped from the schema,
takes_context) and @function_tool-decorated tools, with name_override, description_override,
strict_mode=False and docstring options."""
from typing import Any

from agents import RunContextWrapper, function_tool


def with_context(ctx: RunContextWrapper[Any], city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


async def async_with_context(ctx: RunContextWrapper[Any], query: str) -> str:
    """Search with the run context."""
    return query


@function_tool
def decorated_plain(city: str, units: str = "c") -> str:
    """Plain @function_tool.

    Args:
        city: The city name.
        units: Temperature units.
    """
    return city


@function_tool(name_override="fetch_weather", strict_mode=False)
def decorated_renamed(city: str, extra: dict[str, int] | None = None) -> str:
    """Renamed, non-strict: an open dict is allowed."""
    return city


@function_tool(description_override="Overridden description.", use_docstring_info=False)
def decorated_no_docstring_info(city: str) -> str:
    """This docstring is not used.

    Args:
        city: Not used either.
    """
    return city


@function_tool(strict_mode=True)
def decorated_context(ctx: RunContextWrapper[Any], limit: int = 10) -> list[str]:
    """Decorated with a context parameter."""
    return []


@function_tool(docstring_style="numpy")
def decorated_numpy(city: str) -> str:
    """Forecast.

    Parameters
    ----------
    city : str
        The city name.
    """
    return city


@function_tool(strict_mode=False)
def decorated_kwargs(query: str, **options: int) -> str:
    """Non-strict tools accept **kwargs."""
    return query



def plain_strict_dict(data: dict[str, int]) -> int:
    """A plain function with an open dict (decorating it would raise at import time)."""
    return 0


class Abacus:
    """Bound methods registered as tools (issue 25): the payload has no `self`/`cls`."""

    def __init__(self, scale: int = 1):
        self.scale = scale

    def add(self, a: int, b: int = 2) -> int:
        """Add two numbers.

        Args:
            a: The first number.
            b: The second number.
        """
        return (a + b) * self.scale

    @classmethod
    def negate(cls, value: float) -> float:
        """Negate a number."""
        return -value


abacus_add = Abacus().add
abacus_add_tool = function_tool(abacus_add)
abacus_negate = Abacus.negate
abacus_negate_tool = function_tool(abacus_negate)

"""anthropic only: @beta_tool / @beta_async_tool from anthropic.lib.tools, bare and with name=,
description= and input_schema= overrides (the BetaFunctionTool is rendered with to_dict())."""
from anthropic.lib.tools import beta_async_tool, beta_tool


@beta_tool
def plain_tool(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


@beta_tool(name="weather_get", description="Overridden description.")
def renamed_tool(city: str) -> str:
    """This docstring is replaced."""
    return city


@beta_tool(input_schema={"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]})
def explicit_schema(q: str) -> str:
    """An explicit input_schema."""
    return q


@beta_async_tool
async def async_tool(url: str, timeout: float = 10.0) -> str:
    """An async tool.

    Args:
        url: The page.
        timeout: Seconds.
    """
    return url


def undecorated(query: str, limit: int | None = None) -> str:
    """A plain function: rendered with beta_tool(f).

    Args:
        query: The query.
        limit: At most this many.
    """
    return query

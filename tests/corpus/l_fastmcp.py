"""fastmcp only: tools registered on a module-level FastMCP with @mcp.tool(name=..., title=...,
description=..., tags=..., annotations=..., output_schema=None), a Context parameter (dropped), and a
plain function (Tool.from_function)."""
from fastmcp import Context, FastMCP
from pydantic import BaseModel

mcp = FastMCP("corpus")


class Forecast(BaseModel):
    city: str
    celsius: float


@mcp.tool
def plain_registered(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


@mcp.tool(name="weather.get", title="Get the weather", annotations={"readOnlyHint": True, "idempotentHint": True})
def renamed(city: str) -> Forecast:
    """Renamed, titled and annotated; returns a model."""
    return Forecast(city=city, celsius=0.0)


@mcp.tool(description="Explicit description.", tags={"search", "beta"})
async def with_context(query: str, ctx: Context) -> list[str]:
    """Docstring replaced by description=."""
    return []


@mcp.tool(output_schema=None)
def no_output_schema(x: int) -> int:
    """output_schema=None."""
    return x


@mcp.tool(name="météo")
def non_ascii_name(ville: str) -> None:
    """A name outside [A-Za-z0-9._-]."""


def not_registered(query: str, limit: int | None = None) -> str:
    """A module function the server does not know: rendered with Tool.from_function."""
    return query

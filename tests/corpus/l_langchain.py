"""langchain only: @tool-decorated functions (raw docstring, parse_docstring=True, a name,
args_schema, return_direct) and a BaseTool subclass with args_schema (its module-level instance
is the tool; named and ordered by the class)."""
from typing import Annotated

from langchain_core.tools import BaseTool, tool
from pydantic import BaseModel, Field


@tool
def plain_tool(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


@tool(parse_docstring=True)
def parsed_docstring(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


@tool("weather_lookup", return_direct=True)
def renamed_tool(city: Annotated[str, "The city name"]) -> str:
    """Renamed with a positional name."""
    return city


class SearchArgs(BaseModel):
    query: str = Field(description="What to look for")
    limit: int = Field(default=5, ge=1)


@tool(args_schema=SearchArgs)
def with_args_schema(query: str, limit: int = 5) -> list[str]:
    """Search with an explicit args_schema."""
    return []


@tool
async def async_tool(url: str) -> str:
    """An async @tool."""
    return url


class CalculatorInput(BaseModel):
    a: int = Field(description="first number")
    b: int = Field(description="second number")


class Calculator(BaseTool):
    name: str = "calculator"
    description: str = "Multiply two numbers."
    args_schema: type[BaseModel] = CalculatorInput

    def _run(self, a: int, b: int) -> int:
        return a * b


calculator = Calculator()


def undecorated(query: str, limit: int | None = None) -> str:
    """A plain function next to the tools.

    Args:
        query: The query.
        limit: At most this many.
    """
    return query

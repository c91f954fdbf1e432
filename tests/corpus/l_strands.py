"""strands only: module-level `@tool` objects (bare, and with name= / description= /
inputSchema= / context=), a `ToolContext` parameter (dropped with `context=True`, or under the
name `context="ctx"`; without `context` strands refuses it), the `agent` parameter, and
docstrings whose Args become parameter descriptions (the DecoratedFunctionTool's tool_spec is
rendered)."""
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field
from strands import ToolContext, tool


@tool
def get_weather(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


@tool(name="weather_lookup", description="Overridden description.")
def renamed(city: str, units: Literal["c", "f"] = "c") -> str:
    """This docstring is replaced, but its Args still describe the parameters.

    Args:
        city: The city name.
        units: Temperature units.
    """
    return city


@tool(inputSchema={"json": {"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}})
def explicit_schema(q: str) -> str:
    """An explicit inputSchema."""
    return q


@tool(context=True)
def with_context(query: str, tool_context: ToolContext) -> str:
    """Search with the tool context.

    Args:
        query: What to search for.
    """
    return query


@tool(context="ctx")
def with_named_context(query: str, ctx: ToolContext, limit: int = 10) -> str:
    """The context under another name.

    Args:
        query: What to search for.
        limit: How many results.
    """
    return query


def context_without_flag(query: str, tool_context: ToolContext) -> str:
    """A ToolContext parameter without @tool(context=...)."""
    return query


def with_agent(query: str, agent: Any = None) -> str:
    """An `agent` parameter.

    Args:
        query: What to search for.
        agent: The agent (injected).
    """
    return query


class Filters(BaseModel):
    """Search filters."""

    tags: list[str] = Field(default_factory=list, description="Tags to match.")
    min_score: float = Field(0.5, ge=0, le=1)


@tool
def with_model(query: str, filters: Filters) -> list[str]:
    """Search with filters.

    Args:
        query: What to search for.
        filters: The filters.
    """
    return []


@tool
def annotated_descriptions(
    query: Annotated[str, "What to search for."],
    limit: Annotated[int, "How many results."] = 5,
) -> list[str]:
    """Descriptions in Annotated metadata."""
    return []


@tool
async def async_tool(url: str, timeout: float = 10.0) -> str:
    """Fetch a URL.

    :param url: The URL to fetch.
    :param timeout: Seconds to wait.
    """
    return url

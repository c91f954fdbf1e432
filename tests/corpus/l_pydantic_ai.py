"""pydantic-ai only: RunContext first parameters (takes_ctx, dropped from the schema), Tool
objects built with name / description / strict / docstring_format options, and tools registered
on a module-level Agent with @agent.tool / @agent.tool_plain (the Agent's registered Tool is
rendered)."""
from pydantic_ai import Agent, RunContext, Tool


def with_context(ctx: RunContext[None], city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


async def async_with_context(ctx: RunContext[int], query: str) -> str:
    """Search with the run context."""
    return query


def plain(city: str, units: str = "c") -> str:
    """No context: takes_ctx is inferred False.

    Args:
        city: The city name.
        units: Temperature units.
    """
    return city


def _renamed_impl(query: str, limit: int = 5) -> list[str]:
    """Implementation behind a renamed Tool."""
    return []


renamed = Tool(_renamed_impl, name="search_docs", description="Search the documentation.")


def _strict_impl(city: str, country: str | None = None) -> str:
    """A strict tool."""
    return city


strict_tool = Tool(_strict_impl, strict=True)


def _numpy_impl(city: str) -> str:
    """Forecast.

    Parameters
    ----------
    city : str
        The city name.
    """
    return city


numpy_tool = Tool(_numpy_impl, docstring_format="numpy", require_parameter_descriptions=True)


agent = Agent(None, name="corpus")


@agent.tool
def agent_context_tool(ctx: RunContext[None], item: str, quantity: int = 1) -> str:
    """Registered with @agent.tool."""
    return item


@agent.tool_plain(name="lookup_price", docstring_format="google")
def agent_plain_tool(sku: str) -> float:
    """Registered with @agent.tool_plain and a name.

    Args:
        sku: The stock keeping unit.
    """
    return 0.0

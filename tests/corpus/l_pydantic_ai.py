"""pydantic-ai only: RunContext first parameters (takes_ctx, dropped from the schema), Tool
objects built with name / description / strict / docstring_format options, and tools registered
on a module-level Agent with @agent.tool / @agent.tool_plain (the Agent's registered Tool is
rendered). Module-level `Tool(..., strict=True)` objects show each model's strict transformation,
and `include_return_schema=True` how each one carries the return schema."""
import datetime
from typing import Annotated

from pydantic import BaseModel, Field
from pydantic_ai import Agent, FunctionToolset, RunContext, Tool


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


class Box(BaseModel):
    """A box."""

    width: int = Field(ge=0, le=10)
    tags: set[str] = set()


def _constrained_impl(
    name: Annotated[str, Field(min_length=2, max_length=5, pattern="^a")],
    n: int = Field(ge=1, lt=9),
) -> str:
    """Constraints under strict mode: OpenAI keeps lengths, Anthropic's SDK moves the rest into
    descriptions; a `Field()` default without a value still makes `n` optional."""
    return name


strict_constrained = Tool(_constrained_impl, strict=True)


def _untyped_list_impl(items: list) -> int:
    """An untyped list refused by OpenAI and Anthropic strict mode."""
    return 0


strict_untyped = Tool(_untyped_list_impl, strict=True)


def _box_impl(box: Box) -> int:
    return 0


strict_box = Tool(_box_impl, strict=True)


def _returns_box_impl(width: int) -> Box:
    """Return schema included: Gemini takes it natively, the others in the description."""
    return Box(width=width)


returns_box = Tool(
    _returns_box_impl,
    include_return_schema=True,
    requires_approval=True,
    metadata={"team": "search"},
    timeout=2.5,
    sequential=True,
)


def _formats_impl(when: datetime.datetime, raw: bytes, tags: set[str]) -> dict[str, int]:
    """Formats and sets under strict mode.

    Args:
        when: When it happens.
    """
    return {}


strict_formats = Tool(_formats_impl, strict=True)


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
abacus_add_tool = Tool(abacus_add)
abacus_negate = Abacus.negate
agent.tool_plain(abacus_negate)


SEARCH_NOTES_DESCRIPTION = "Search the notes for a query."
COUNT_NOTES_DESCRIPTION = "Count the notes with a tag."


def make_notes_toolset(*, id: str | None = None, descriptions: dict[str, str] | None = None) -> FunctionToolset:
    """A toolset factory whose tool descriptions a caller may override (pydantic-ai-todo's
    `create_todo_toolset`, issue 25): called with its defaults, each description is the
    constant `.get` falls back to."""
    descs = descriptions or {}
    return _notes_toolset(id=id, descriptions=descs)


def _notes_toolset(*, id: str | None = None, descriptions: dict[str, str] | None = None) -> FunctionToolset:
    _descs = descriptions or {}
    toolset = FunctionToolset(id=id)

    @toolset.tool(description=_descs.get("search_notes", SEARCH_NOTES_DESCRIPTION))
    def search_notes(ctx: RunContext[None], query: str, limit: int = 5) -> list[str]:
        """Not sent: the description is given."""
        return []

    @toolset.tool_plain(
        description=(descriptions if descriptions is not None else {}).get("count_notes", COUNT_NOTES_DESCRIPTION)
    )
    def count_notes(tag: str) -> int:
        return 0

    return toolset


notes_toolset = make_notes_toolset()

"""agno only: module-level `@tool` Functions (bare, and with name= / description= / strict= /
show_result= / stop_after_tool_call= / requires_confirmation= / external_execution= /
requires_user_input= with user_input_fields=), `Function(...)` literals and
`Function.from_callable(...)`, `Toolkit` subclasses registering methods (`tools=[...]`,
`self.register(...)`, a `@tool` method, an async method), an `Agent(tools=[...])` holding a
toolkit built inline, and the parameters agno injects itself (`agent`, `team`, `run_context`,
media names, parameters annotated `RunContext` / `Agent`), and docstring types in every style
agno prefixes to the description (`(int) ...`). Each tool is rendered as the agent hands it to
the model (tests/oracle/README.md, "agno")."""
from enum import IntEnum
from typing import Annotated, Any, Optional

from agno.agent import Agent
from agno.media import Image
from agno.run import RunContext
from agno.tools import Toolkit, tool
from agno.tools.function import Function
from pydantic import BaseModel, Field


@tool
def get_weather(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days (int): How many days ahead.
    """
    return city


@tool(name="weather_lookup", description="Overridden description.")
def renamed(city: str, units: str = "c") -> str:
    """This docstring is replaced, but its Args still describe the parameters.

    Args:
        city: The city name.
        units: Temperature units.
    """
    return city


@tool(strict=True)
def strict_tool(query: str, limit: int = 10, tags: Optional[list[str]] = None) -> list[str]:
    """Search strictly.

    Args:
        query: What to search for.
        limit: How many results.
    """
    return []


@tool(show_result=True, stop_after_tool_call=True)
def final_answer(answer: str) -> str:
    """Give the final answer."""
    return answer


@tool(requires_confirmation=True)
def delete_file(path: str) -> str:
    """Delete a file (asks the user first)."""
    return path


@tool(external_execution=True)
def run_shell(command: str) -> str:
    """Run a shell command outside the agent."""
    return command


@tool(requires_user_input=True, user_input_fields=["to_address"])
def send_email(subject: str, body: str, to_address: str) -> str:
    """Send an email; the user fills in the address.

    Args:
        subject: The subject line.
        body: The message.
        to_address: The recipient.
    """
    return subject


@tool
def no_params() -> str:
    """Takes nothing."""
    return ""


@tool
def with_agent(agent: Agent, query: str, run_context: RunContext, team=None) -> str:
    """Injected parameters are not the model's to fill.

    Args:
        query: What to look up.
    """
    return query


@tool(instructions="Use this sparingly.", add_instructions=True, cache_results=True)
def cached_lookup(key: str) -> str:
    """Look a key up (cached)."""
    return key


def plain_with_context(query: str, ctx: RunContext, images: Optional[list[Image]] = None) -> str:
    """A plain function: the RunContext and media parameters are dropped.

    :param query: What to look up.
    """
    return query


@tool
def unresolvable(ticket: "MissingType", note: str = "") -> str:
    """An annotation that does not resolve: @tool logs it and sends no parameters."""
    return note


class Priority(IntEnum):
    LOW = 1
    HIGH = 2


class Filters(BaseModel):
    """Search filters."""

    region: str = Field(description="The region code.")
    max_price: Optional[float] = None


def degraded(
    level: Priority,
    scores: dict[str, int],
    limit: Annotated[int, Field(description="How many, at most.", ge=1)] = 5,
    note: str = Field(default="", description="A note."),
    extra: Any = None,
    *args: int,
) -> str:
    """Everything agno sends differently from what the signature says."""
    return ""


def with_model(query: str, filters: Filters) -> str:
    """A pydantic model parameter is inlined.

    Args:
        query: What to search for.
        filters: How to narrow it.
    """
    return query


def _describe_impl(item: str, verbose: bool = False) -> str:
    """Describe an item."""
    return item


described = Function(name="describe_item", description="Describes one item.", entrypoint=_describe_impl)


def _price_impl(sku: str, currency: str = "EUR") -> float:
    """Price of a SKU."""
    return 0.0


priced = Function(
    name="price_of",
    entrypoint=_price_impl,
    parameters={
        "type": "object",
        "properties": {
            "sku": {"type": "string", "description": "The stock-keeping unit."},
            "currency": {"type": "string"},
        },
    },
)


def _strict_impl(order_id: str, expedite: bool = False) -> str:
    """Ship an order."""
    return order_id


shipped = Function(name="ship_order", entrypoint=_strict_impl, strict=True)


def _from_callable_impl(zip_code: str, radius_km: float = 5.0) -> list[str]:
    """Stores near a zip code.

    Args:
        zip_code: The postal code.
        radius_km: Search radius.
    """
    return []


nearby = Function.from_callable(_from_callable_impl, name="stores_near")


class WeatherToolkit(Toolkit):
    """Registers its methods through `tools=[...]`."""

    def __init__(self, units: str = "metric"):
        self.units = units
        super().__init__(name="weather", tools=[self.current, self.forecast, self.alerts])

    def current(self, city: str) -> str:
        """Current conditions in a city.

        Args:
            city: The city name.
        """
        return city

    def forecast(self, city: str, days: int = 3, agent: Optional[Agent] = None) -> str:
        """Forecast for several days.

        Args:
            city: The city name.
            days: How many days ahead.
        """
        return city

    async def alerts(self, region: str) -> list[str]:
        """Weather alerts for a region."""
        return []


class NotesToolkit(Toolkit):
    """Registers methods one by one, one of them decorated."""

    def __init__(self):
        super().__init__(name="notes", tools=[self.add_note], requires_confirmation_tools=["clear_notes"])
        self.register(self.list_notes)
        self.register(self.clear_notes)

    @tool(description="Add a note to the list.")
    def add_note(self, text: str, pinned: bool = False) -> str:
        """Add a note."""
        return text

    def list_notes(self, limit: int = 20) -> list[str]:
        """List the notes."""
        return []

    def clear_notes(self) -> str:
        """Remove every note."""
        return ""


weather_toolkit = WeatherToolkit()


class InventoryToolkit(Toolkit):
    """Only built inside `Agent(tools=[...])`."""

    def __init__(self):
        super().__init__(name="inventory", tools=[self.stock_level])

    def stock_level(self, sku: str, warehouse: Optional[str] = None) -> int:
        """Units in stock.

        Args:
            sku: The stock-keeping unit.
            warehouse: One warehouse, or all of them.
        """
        return 0


agent = Agent(name="assistant", tools=[InventoryToolkit(), NotesToolkit()])


def rest_typed(city, days=3, units="c") -> str:
    """Types from reST fields: `:param T x:`, and `:type x:` lines.

    :param str city: The city name.
    :param days: Days ahead.
    :type days: int
    :param units: Temperature units.
    :type units: str?
    """
    return ""


def epydoc_typed(city: str, days: int = 3) -> str:
    """Types from epydoc fields.

    @param city: The city name.
    @type city: str
    @param days: Days ahead.
    @type days: int
    """
    return ""


def numpy_typed(city: str, days: int = 3, units: str = "c") -> str:
    """NumPy types, one entry without a description.

    Parameters
    ----------
    city : str
    days : int, default 3
        Days ahead.
    units : str (optional)
        Temperature units.
    """
    return ""


@tool
def numpy_typed_tool(city: str, days: int = 3) -> str:
    """The same through @tool, which words a missing description differently.

    Parameters
    ----------
    city : str
    days : int, optional
        Days ahead.
    """
    return ""


@tool
def google_optional(city: str, days: int = 3) -> str:
    """Google types with optional markers.

    Args:
        city (str?): The city name.
        days (int, optional): Days ahead.
    """
    return ""

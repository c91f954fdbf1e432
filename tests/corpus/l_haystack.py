"""haystack only: plain functions through `create_tool_from_function(f)`, `@tool` and
`@tool(name=..., description=...)`, `create_tool_from_function(f, name=..., description=...)`,
a hand-written `Tool(name=..., description=..., parameters={...}, function=f)` and
`ComponentTool(component=C(...))` of `@component` classes (the tool is the class's `run`;
dataclass sockets are converted to pydantic models first).
Rendered as the Tool's `tool_spec` and as `OpenAIChatGenerator` sends it."""
from dataclasses import dataclass, field
from enum import Enum
from typing import Annotated, Callable, Literal, Optional

from haystack import component
from haystack.tools import ComponentTool, Tool, create_tool_from_function, tool
from pydantic import BaseModel, Field


def get_weather(city: Annotated[str, "The city to look up"], days: int = 3) -> str:
    """Forecast for a city.

    :param city: Not read by haystack: only Annotated metadata describes a parameter.
    """
    return city


class Unit(Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


class Address(BaseModel):
    """A postal address."""

    street: str
    city: str = Field(description="City name")
    zip_code: Optional[str] = None


@tool
def convert(
    value: float,
    unit: Unit = Unit.CELSIUS,
    mode: Literal["fast", "exact"] = "fast",
    precision: Annotated[int, "Digits after the point"] = 2,
) -> str:
    """Convert a temperature."""
    return ""


@tool(name="ship_parcel", description="Ship a parcel to an address.")
def ship(to: Address, gift: bool = False, note: Annotated[Optional[str], "A note for the courier"] = None) -> str:
    return ""


def _search_impl(query: str, limit: int = 5, tags: list[str] | None = None) -> list[str]:
    """Search the catalogue."""
    return []


search_tool = create_tool_from_function(_search_impl, name="catalogue_search", description="Overridden description.")


async def fetch_page(url: str, timeout: float = 10.0) -> str:
    """Fetch a page."""
    return url


def callback_param(query: str, on_done: Optional[Callable[[str], None]] = None, _trace: bool = False) -> str:
    """A Callable parameter and a leading-underscore one are left out."""
    return query


def not_annotated(x, y: int = 1) -> int:
    """An unannotated parameter."""
    return y


def _add_impl(a: int, b: int) -> int:
    return a + b


add_tool = Tool(
    name="add",
    description="Add two integers.",
    parameters={
        "type": "object",
        "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
        "required": ["a", "b"],
    },
    function=_add_impl,
)


class Node(BaseModel):
    name: str
    children: list["Node"] = []


def walk(tree: Node, depth: Annotated[int, Field(ge=0)] = 0) -> int:
    """Walk a recursive tree."""
    return 0


def _translate_impl(text: str, target: Literal["en", "fr", "de"] = "en") -> str:
    """Not the description: the positional one is."""
    return text


translate_tool = create_tool_from_function(_translate_impl, "translate_text", "Translate a text.")


def unresolved_then_untyped(a: "NotDefinedAnywhere", b) -> str:  # noqa: F821
    """An unresolvable string annotation, then an unannotated parameter: the type hint check
    runs over every parameter before the model is made."""
    return ""


@component
class DocumentSearch:
    """Search the document store for passages."""

    def __init__(self, index: str = "default"):
        self.index = index

    @component.output_types(documents=list[str])
    def run(self, query: str, top_k: int = 5, filters: Optional[dict[str, str]] = None, exact: bool = False):
        """
        Find documents matching a query.

        :param query: The search query.
        :param top_k: How many documents to return.
        :param filters:
        """
        return {"documents": []}


# The defaults: the class name in snake case, the class docstring; a parameter without a
# docstring entry is described as "Input '<name>' for the component.".
document_search = ComponentTool(component=DocumentSearch(index="docs"))


@component
class UnitConverter:
    @component.output_types(value=float)
    def run(self, value: float, unit: Literal["celsius", "fahrenheit"] = "celsius", on_done: Optional[Callable[[float], None]] = None):
        """Convert a value.

        Args:
            value: The value to convert.
            unit: The unit to convert to.
        """
        return {"value": value}


convert_units = ComponentTool(component=UnitConverter(), name="convert_units", description="Convert between temperature units.")


@component
class HTTPFetcher:
    @component.output_types(body=str)
    def run(self, url: str, headers: list[str] | None = None):
        return {"body": url}


# Positional; no class docstring: the description is the name.
http_fetcher = ComponentTool(HTTPFetcher())


@dataclass
class Window:
    days: int
    label: str = "recent"


@dataclass
class Query:
    """A structured query.

    :param text: The words to match.
    :param fields: Which fields to search.
    """

    text: str
    fields: list[str] = field(default_factory=list)
    windows: list[Window] = field(default_factory=list)
    extra: dict[str, str] = field(default_factory=dict)
    strict: bool = field(default=False)


@component
class StructuredSearch:
    """Search with a structured query."""

    @component.output_types(documents=list[str])
    def run(self, query: Query, window: Optional[Window] = None, windows_by_name: dict[str, Window] | None = None):
        """
        Run a structured search.

        :param query: The query.
        """
        return {"documents": []}


structured_search = ComponentTool(component=StructuredSearch())

"""autogen only: plain functions as `AssistantAgent(tools=[f])` wraps them (`FunctionTool(f,
description=f.__doc__ or "")`), module-level `FunctionTool(f, description=..., name=...,
strict=...)` objects, and `BaseTool[Args, Return]` subclasses that pass their args model, name
and description to `super().__init__`. Rendered as the tool's `schema` (`ToolSchema`) and as
autogen-ext's OpenAI client sends it (`convert_tools`)."""
from enum import Enum
from typing import Annotated, Literal, Optional

from autogen_core import CancellationToken
from autogen_core.tools import BaseTool, FunctionTool
from pydantic import BaseModel, Field


def get_weather(city: Annotated[str, "The city to look up"], days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: Not read by autogen: only Annotated metadata describes a parameter.
    """
    return city


def no_doc(query: str, limit: Optional[int] = None, tags: list[str] | None = None) -> list[str]:
    return []


class Unit(Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


class Address(BaseModel):
    """A postal address."""

    street: str
    city: str = Field(description="City name")
    zip_code: Optional[str] = None


def convert(
    value: float,
    unit: Unit = Unit.CELSIUS,
    mode: Literal["fast", "exact"] = "fast",
    precision: Annotated[int, "Digits after the point"] = 2,
) -> str:
    """Convert a temperature."""
    return ""


def ship(to: Address, gift: bool = False, note: Annotated[Optional[str], "A note for the courier"] = None) -> str:
    """Ship a parcel to an address."""
    return ""


def ship_many(addresses: list[Address], priority: dict[str, int]) -> int:
    """Ship several parcels."""
    return 0


async def fetch_page(url: str, cancellation_token: CancellationToken, timeout: float = 10.0) -> str:
    """Fetch a page (the cancellation token is not a parameter)."""
    return url


def bad_metadata(count: Annotated[int, Field(ge=1)]) -> int:
    """Annotated metadata that is not a string: autogen refuses it."""
    return count


def not_annotated(x, y: int = 1) -> int:
    """An unannotated parameter."""
    return y


def _lookup_impl(key: str, default: str = "") -> str:
    return key


lookup_tool = FunctionTool(_lookup_impl, description="Look a key up.", name="lookup")


def _sum_impl(a: int, b: int) -> int:
    """Not the description: FunctionTool's description= is."""
    return a + b


sum_tool = FunctionTool(_sum_impl, "Add two integers.", strict=True)


def _strict_default_impl(a: int, b: int = 2) -> int:
    return a + b


strict_default_tool = FunctionTool(_strict_default_impl, description="Strict with a default.", strict=True)


class Node(BaseModel):
    name: str
    children: list["Node"] = []


def walk(tree: Node) -> int:
    """Walk a recursive tree."""
    return 0


class SearchArgs(BaseModel):
    query: str = Field(description="What to look for")
    limit: int = Field(default=5, ge=1, le=50)


class SearchResult(BaseModel):
    hits: list[str]


class SearchTool(BaseTool[SearchArgs, SearchResult]):
    def __init__(self) -> None:
        super().__init__(
            args_type=SearchArgs,
            return_type=SearchResult,
            name="search_docs",
            description="Search the documentation.",
        )

    async def run(self, args: SearchArgs, cancellation_token: CancellationToken) -> SearchResult:
        return SearchResult(hits=[])


search = SearchTool()

"""browser_use only: custom actions registered with `@controller.action(description, ...)` on a
`Controller` (= `Tools`), with `param_model=`, and `@registry.action(...)` on a `Registry`.
Rendered as the `RegisteredAction` the registry holds: name, description, the param model's
JSON Schema (`create_model(f"{name}_Params", __base__=ActionModel, ...)`, `extra="forbid"`) and
the line `prompt_description()` gives the system prompt. Parameters named like the special
ones browser-use injects (`browser_session`, `page_url`, `file_system`, ...) are not
parameters. Every function here is an action (the oracle renders registered actions only)."""
from datetime import date, datetime
from enum import Enum, IntEnum
from typing import Annotated, Any, Literal, Optional, TypedDict
from uuid import UUID

from browser_use import BrowserSession, Controller
from browser_use.tools.registry.service import Registry
from pydantic import BaseModel, Field

controller = Controller()


@controller.action("Save the current page title to a file")
async def save_title(filename: str, browser_session: BrowserSession, overwrite: bool = False) -> str:
    return filename


@controller.action("Search the catalogue", domains=["*.example.com"])
def search_catalogue(query: str, limit: int = 10, tags: list[str] | None = None) -> list[str]:
    """Not the description: the decorator's is."""
    return []


class Unit(Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


@controller.action("Convert a temperature")
def convert(
    value: float,
    unit: Unit = Unit.CELSIUS,
    mode: Literal["fast", "exact"] = "fast",
    precision: Annotated[int, Field(ge=0, le=6, description="Digits after the point")] = 2,
    note: Optional[str] = None,
) -> str:
    return ""


class Address(BaseModel):
    """A postal address."""

    street: str
    city: str = Field(description="City name")


class ShipParams(BaseModel):
    to: Address
    express: bool = False
    items: list[str] = Field(default_factory=list, description="Item ids")


@controller.action("Ship a parcel", param_model=ShipParams)
async def ship(params: ShipParams, page_url: str) -> str:
    return params.to.city


@controller.action("A parameter without annotation is a string")
def untyped(text, count: int = 1) -> str:
    return text


@controller.action("Keyword arguments are refused")
def with_kwargs(query: str, **extra: str) -> str:
    return query


@controller.action("Take no parameters")
def no_params(browser_session: BrowserSession) -> str:
    return ""


class Priority(IntEnum):
    LOW = 1
    HIGH = 2


class Filters(TypedDict):
    min_price: float
    brand: str


class Tree(BaseModel):
    label: str
    children: list["Tree"] = []


@controller.action("Typed containers and standard types")
def containers(
    ids: list[int],
    scores: dict[str, float],
    pair: tuple[int, str],
    unique: set[str],
    when: datetime,
    day: date | None = None,
    ref: Optional[UUID] = None,
    anything: Any = None,
) -> str:
    return ""


@controller.action("Nested models, a TypedDict, an IntEnum and a recursive model")
def nested(addresses: list[Address], filters: Filters, priority: Priority = Priority.LOW, tree: Tree | None = None) -> str:
    return ""


@controller.action("Annotated text, a None default on a plain type, a Literal of ints")
def annotated(
    query: Annotated[str, "not read: a string in Annotated is no pydantic metadata"],
    page: Literal[1, 2, 3] = 1,
    tag: str = None,
    size: Annotated[int, Field(gt=0, description="Page size")] = 20,
) -> str:
    return query


@controller.action("Positional-only and variadic parameters")
def positional(first: str, /, second: int, *rest: str) -> str:
    return first


@controller.action("A parameter whose name is a special one, with another type")
def wrong_special(page_url: int) -> str:
    return ""


@controller.action("Leading-underscore parameters are private attributes of the model: not sent")
def private_params(query: str, _trace: bool = False, _limit: int = 5) -> str:
    return query


@controller.action("String annotations are evaluated in browser-use's own module")
def quoted(count: "int", to: "Address") -> str:
    return ""


@controller.action("A string annotation naming nothing at all")
def ghost(item: "Ghost") -> str:  # noqa: F821
    return ""


@controller.action("A string annotation naming a builtin type resolves anywhere")
def quoted_builtin(count: "int", label: "str" = "x") -> str:
    return ""


registry = Registry()


@registry.action("Read a value from the page's local storage")
async def read_storage(key: str, default: str = "", page_url: str = "") -> str:
    return key

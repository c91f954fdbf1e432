"""fastmcp only: tools registered on a module-level FastMCP with @mcp.tool(name=..., title=...,
description=..., tags=..., annotations=..., output_schema=None), a Context parameter (dropped), parameters given by dependency
injection (`Shared(...)`, `Annotated[..., Depends(...)]`: dropped), tagged
unions (inlined by the server), constraints on unions (pydantic leaves a `pattern` out, puts
`ge` under its own name, and a nullable type's inside), and a plain function
(Tool.from_function); decorators of the project that hand fastmcp the function's own signature
less the parameters they fill in (`__signature__ = sig.replace(parameters=...)`)."""
import functools
import inspect
import typing

from fastmcp import Context, FastMCP
from fastmcp.dependencies import Depends, Shared
from typing import Annotated, Literal, Optional, Union

from pydantic import BaseModel, Field

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


# A tagged union: the server inlines `$defs` and drops the `discriminator` that pointed at
# them, adding the tag to each variant's `required` instead.
class Cat(BaseModel):
    kind: Literal["cat"] = "cat"
    lives: int = 9


class Dog(BaseModel):
    kind: Literal["dog", "puppy"]
    good: bool = True


class Owner(BaseModel):
    pet: Union[Cat, Dog] = Field(discriminator="kind")
    name: str


@mcp.tool()
def adopt(pet: Annotated[Union[Cat, Dog], Field(discriminator="kind")], note: str = "") -> str:
    """A tagged union in `Annotated`."""
    return note


@mcp.tool()
def register_owner(owner: Owner) -> str:
    """A model whose field is a tagged union."""
    return ""


class Pool:
    """A client object pydantic cannot build a schema for (no `arbitrary_types_allowed`)."""

    def __init__(self) -> None:
        self.open = True


@mcp.tool()
async def with_dependencies(
    query: str,
    pool: Pool = Shared(Pool),
    other: Annotated[Pool, Depends(Pool)] = None,
    limit: int = 5,
) -> str:
    """Parameters filled in by fastmcp's dependency injection are left out of the schema."""
    return query


_pool = Depends(Pool)
DEFAULT_LIMIT = 5


@mcp.tool()
async def with_dependency_through_a_name(query: str, pool: Pool = _pool, limit: int = DEFAULT_LIMIT) -> str:
    """A dependency bound to a module-level name is left out too; a constant through a name stays."""
    return query


@mcp.tool()
def constrained_unions(
    codes: Annotated[str | list[str], Field(pattern="^[a-z]{2}(?:,[a-z]{2})*$", description="Codes.")],
    mixed: Annotated[Union[str, int], Field(pattern="^x$", max_length=3)],
    listed: Annotated[list[str] | str, Field(min_length=1, max_length=4)],
    number: Annotated[int | float, Field(ge=1, lt=10, multiple_of=2)],
    choice: Annotated[Literal["a", "b"] | list[str], Field(pattern="^x$")],
    plain: str | list[str] = Field(pattern="^x$"),
    named: Annotated[str | None, Field(pattern="^x$", max_length=3)] = None,
    amount: Annotated[int | None, Field(ge=1)] = None,
    tags: Annotated[Optional[list[str]], Field(min_length=1)] = None,
    either: Annotated[str | int | None, Field(ge=1, pattern="^x$")] = None,
) -> str:
    """Constraints on union types."""
    return ""


def with_client(func):
    """Fills in `client` and `session` itself: the wrapper's signature is the function's own
    less those two."""
    orig_sig = inspect.signature(func)

    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        return await func(None, *args, **kwargs)

    params = [p for p in orig_sig.parameters.values() if p.name not in ("client", "session")]
    wrapper.__signature__ = orig_sig.replace(parameters=params)
    return wrapper


def first_filled(func):
    """Fills in the first parameter itself."""
    sig = inspect.signature(func)

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return func(object(), *args, **kwargs)

    wrapper.__signature__ = sig.replace(parameters=list(sig.parameters.values())[1:])
    return wrapper


@mcp.tool()
@with_client
async def signature_less_injected(client, query: str, limit: int = 5, session: str = "", tag: Optional[str] = None) -> str:
    """The decorator's `__signature__` leaves `client` and `session` out."""
    return query


@mcp.tool()
@first_filled
def signature_less_first(service, doc_id: str, bold: bool = None) -> str:
    """The decorator's `__signature__` leaves the first parameter out."""
    return doc_id


@mcp.tool()
def streamed_rows(question: str) -> typing.Generator[typing.Dict[str, typing.Any], None, None]:
    """A generator: pydantic's schema for `Generator[T, ...]` is an array of T, wrapped in
    `result`."""
    yield {"question": question}


@mcp.tool()
def iterated_rows(question: str) -> typing.Iterator[int]:
    """An iterator: pydantic has no schema for `Iterator`, so there is no output schema."""
    yield 1


@mcp.tool()
def counted(values: typing.Iterable[int], steps: typing.Generator[int, None, None]) -> typing.Iterable[int]:
    """Iterable and Generator parameters are arrays; an Iterable return is wrapped in `result`."""
    return values

"""mcp (official SDK, MCPServer) only: tools registered on a module-level MCPServer with
@server.tool(name=..., title=..., description=..., annotations=...), a Context parameter
(dropped, also as `Optional[Context]`), structured_output, defaults from shared `Field(...)`
constants, tagged unions (`Field(discriminator=...)`), a `textwrap.dedent(...).strip()` description, a
plain function (rendered through a fresh server), and `Resolve(...)` dependencies (written inline and through a
module-level alias, on a class pydantic cannot render)."""
import textwrap
import typing

from mcp.server.mcpserver import Context, MCPServer, Resolve
from mcp.types import ToolAnnotations
from pydantic import BaseModel, ConfigDict, Field
from typing import Annotated, List, Literal, Optional, Union

server = MCPServer("corpus")


class Forecast(BaseModel):
    city: str
    celsius: float


@server.tool()
def plain_registered(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


@server.tool(name="weather.get", title="Get the weather", annotations=ToolAnnotations(readOnlyHint=True, openWorldHint=False))
def renamed(city: str) -> Forecast:
    """Renamed, titled and annotated; returns a model."""
    return Forecast(city=city, celsius=0.0)


@server.tool(description="Explicit description.")
async def with_context(query: str, ctx: Context) -> list[str]:
    """Docstring replaced by description=."""
    return []


@server.tool(structured_output=False)
def unstructured(x: int) -> int:
    """structured_output=False: no outputSchema."""
    return x


@server.tool(name="météo")
def non_ascii_name(ville: str) -> None:
    """A name outside [A-Za-z0-9._-]."""


def not_registered(query: str, limit: int | None = None) -> str:
    """A module function the server does not know: rendered with a fresh server."""
    return query


# Shared `Field(...)` constants as defaults (what a project's `models.py` exports for many
# tools): the default is the FieldInfo, so `...` makes the parameter required.
CODE_FIELD = Field(..., description="AWS service code (e.g. \"AmazonEC2\").")
REGION_FIELD = Field(None, description="Optional region(s).")
LIMIT_FIELD = Field(100, description="Page size.", ge=1, le=100)
DEFAULT_TOP_K = 5


@server.tool()
def field_constants(
    code: str = CODE_FIELD,
    region: Optional[Union[str, List[str]]] = REGION_FIELD,
    limit: int = LIMIT_FIELD,
    top_k: int = DEFAULT_TOP_K,
) -> str:
    """Defaults spelled through module constants."""
    return code


@server.tool()
async def optional_context(pattern: str, ctx: Optional[Context] = None) -> str:
    """`Optional[Context]`: still the injected context, dropped from the schema."""
    return pattern


@server.tool()
async def union_context(ctx: Context | None = None) -> str:
    """`Context | None` as the only parameter."""
    return ""


# A base model's `model_config` is merged into its subclasses' (linkedin-mcp-local's
# `StrictModel`): `extra="forbid"` closes `Post`'s schema, whose own config sets another key;
# `Draft` opens it again with `extra="allow"`.
class StrictModel(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Post(StrictModel):
    model_config = ConfigDict(str_strip_whitespace=True)
    text: str


class Draft(Post):
    model_config = ConfigDict(extra="allow", title="A draft")
    notes: str = ""


# A title set in a base's config: what pydantic makes of it in a subclass.
class Titled(BaseModel):
    model_config = ConfigDict(title="Titled base")
    text: str


class Note(Titled):
    stars: int = 0


@server.tool()
def publish_post(post: Post, draft: Draft | None = None, note: Note | None = None) -> str:
    """Publishes a post."""
    return post.text


# Discriminated unions: `Field(discriminator=...)` makes pydantic's `oneOf` with a
# `discriminator` mapping each choice's `Literal` tag to its definition.
class Cat(BaseModel):
    kind: Literal["cat"] = "cat"
    lives: int = 9


class Dog(BaseModel):
    kind: Literal["dog", "puppy"]
    good: bool = True


class Owner(BaseModel):
    pet: Union[Cat, Dog] = Field(discriminator="kind")
    name: str


@server.tool()
def adopt(pet: Annotated[Union[Cat, Dog], Field(discriminator="kind")], note: str = "") -> str:
    """A tagged union in `Annotated`."""
    return note


@server.tool()
def adopt_default(pet: Union[Cat, Dog] = Field(discriminator="kind", description="The pet.")) -> str:
    """A tagged union through the default `Field(...)`."""
    return ""


@server.tool()
def register_owner(owner: Owner) -> str:
    """A model whose field is a tagged union."""
    return ""


@server.tool(
    description=textwrap.dedent(
        """
        A description written indented, as hand-written specs do.

          - an indented item
        \t
        The end.
        """
    ).strip()
)
def dedented(x: int) -> int:
    """Replaced by the description."""
    return x


class Limits:
    """Shared defaults as a project's constants class."""

    TOP_K = 7
    SIZE_FIELD = Field(20, description="Page size.", ge=1)


@server.tool()
def class_constants(query: str, top_k: int = Limits.TOP_K, size: int = Limits.SIZE_FIELD) -> str:
    """Defaults read from a class's attributes."""
    return query


import functools


def logged(fn):
    """A wrapper that keeps the function (functools.wraps): mcp reads the function."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


def with_page(fn):
    """A wrapper with another signature, kept by functools.wraps: inspect.signature follows
    __wrapped__, so mcp still reads the function's own parameters."""

    @functools.wraps(fn)
    def wrapper(query: str, page: int = 1) -> str:
        return fn(query)

    return wrapper


@server.tool()
@logged
def wrapped_search(query: str) -> str:
    """Search, logged."""
    return query


@server.tool()
@with_page
def wrapped_find(query: str) -> str:
    """Find, one page at a time."""
    return query


@server.tool()
def streamed_rows(question: str) -> typing.Generator[typing.Dict[str, typing.Any], None, None]:
    """A generator: pydantic's schema for `Generator[T, ...]` is an array of T, so the output
    model wraps it in `result`."""
    yield {"question": question}


def iterated_rows(question: str) -> typing.Iterator[int]:
    """An iterator: pydantic has no core schema for `Iterator`, so the output model fails (a plain
    function: registered with a decorator, the error would stop the module's import)."""
    yield 1


@server.tool()
def counted(values: typing.Iterable[int], steps: typing.Generator[int, None, None]) -> typing.Iterable[int]:
    """Iterable and Generator parameters are arrays; an Iterable return is wrapped in `result`."""
    return values


# mcp 2.x `Resolve(...)`: a parameter annotated `Annotated[T, Resolve(fn)]` is filled by running
# `fn`; `ApiClient` is a class pydantic has no schema for, so the tools register only if the
# parameter is left out.
class ApiClient:
    def get(self, path: str) -> str:
        return path


def get_api_client(ctx: Context) -> ApiClient:
    """A resolver: it is a module function too, so the corpus renders it."""
    return ApiClient()


ApiClientDep = Annotated[ApiClient, Resolve(get_api_client)]


@server.tool(description="List the files of a project.")
async def resolved_through_alias(
    client: ApiClientDep,
    project_id: Annotated[str, Field(description="Project ID.")],
) -> str:
    return client.get(project_id)


@server.tool()
def resolved_inline(client: Annotated[ApiClient, Resolve(get_api_client)], file_id: str) -> str:
    """Read a file."""
    return client.get(file_id)

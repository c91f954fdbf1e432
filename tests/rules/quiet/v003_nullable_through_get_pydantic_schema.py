"""A parameter typed by an alias whose run-time value is `Annotated[str,
GetPydanticSchema(...)]`, the hook wrapping the string's schema in `nullable_schema`, with
`str | None` only under `if TYPE_CHECKING:` (pandrator-mcp's `NativeNullableString`, issue 26
seed 54): pydantic evaluates the run-time one, and the hook decides the schema (ran mcp 1.30:
`anyOf [string, null]`, default null). toolsight does not run the hook, so the type is
unread: no V003."""
from typing import TYPE_CHECKING, Annotated, Any, TypeAlias

from mcp.server.fastmcp import FastMCP
from pydantic import Field, GetCoreSchemaHandler, GetPydanticSchema
from pydantic_core import core_schema

mcp = FastMCP("no")


def _nullable_string_schema(source_type: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
    return core_schema.nullable_schema(handler(source_type))


if TYPE_CHECKING:
    NativeNullableString: TypeAlias = str | None
else:
    NativeNullableString = Annotated[str, GetPydanticSchema(_nullable_string_schema)]


@mcp.tool()
def speak(text: str, voice_id: Annotated[NativeNullableString, Field(max_length=100)] = None) -> str:
    """Speak a text."""
    return text

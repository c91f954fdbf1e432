"""Types that give pydantic their own schema: a class defining `__get_pydantic_core_schema__`
and `__get_pydantic_json_schema__` (redis-mcp-server's `JsonValue`), and `Annotated` metadata
`WithJsonSchema`, `PlainValidator`, `GetPydanticSchema` over a plain class. pydantic builds no
IsInstanceSchema for them: mcp 1.30's FastMCP (pydantic 2.12) lists every tool here, with the
schema the hook or metadata gives, which toolsight does not run: the parameter is unread."""
from typing import Annotated

from mcp.server.fastmcp import FastMCP
from pydantic import GetPydanticSchema, PlainValidator, WithJsonSchema
from pydantic_core import core_schema

mcp = FastMCP("json")


class JsonValue:
    """Accepts any JSON-serializable value."""

    @classmethod
    def __get_pydantic_core_schema__(cls, _source_type, _handler):
        return core_schema.any_schema()

    @classmethod
    def __get_pydantic_json_schema__(cls, _core_schema, _handler):
        return {"anyOf": [{"type": "string"}, {"type": "number"}, {"type": "null"}]}


class Point:
    pass


@mcp.tool()
def json_set(name: str, value: JsonValue) -> str:
    """Set a JSON value."""
    return name


@mcp.tool()
def mark(
    at: Annotated[Point, WithJsonSchema({"type": "integer"})],
    near: Annotated[Point, PlainValidator(lambda v: v)],
    far: Annotated[Point, GetPydanticSchema(lambda s, h: core_schema.any_schema())],
) -> str:
    """Mark a point."""
    return ""

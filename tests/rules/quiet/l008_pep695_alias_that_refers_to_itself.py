"""PEP 695 aliases that refer to themselves, directly and through each other (wac510-mcp's
`models.py`: `type JsonValue = JsonScalar | list[JsonValue] | JsonObject`). A `type`
statement's value is evaluated lazily, so the names are defined: ran fastmcp 4.1.6 on this
shape, the input schema has `$defs` JsonObject, JsonValue and JsonScalar, no `NameError`.
toolsight does not render the cycle: unread, so no L008 (and nothing else)."""
from fastmcp import Context, FastMCP

type JsonScalar = str | int | float | bool | None
type JsonValue = JsonScalar | list[JsonValue] | JsonObject
type JsonObject = dict[str, JsonValue]

server = FastMCP("wac")


@server.tool
async def raw_query(payload: JsonObject, ctx: Context) -> JsonObject:
    """Send an arbitrary read selector."""
    return payload


@server.tool
async def set_value(path: str, value: JsonObject | None = None) -> dict:
    """Set a value at a path."""
    return {"path": path, "value": value}

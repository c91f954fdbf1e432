"""`object` accepts None: pydantic builds the schema `{}` for it (or what
`json_schema_extra` says), and a call with null validates (soniq-mcp's
`Annotated[object, Field(json_schema_extra={"anyOf": [...]}, default=None)] = None`; ran mcp
1.30: listed as `anyOf [boolean, null]`, a call with null accepted)."""
from typing import Annotated

from mcp.server.fastmcp import FastMCP
from pydantic import Field

mcp = FastMCP("player")


@mcp.tool()
def set_play_mode(
    shuffle: Annotated[
        object,
        Field(
            json_schema_extra={"anyOf": [{"type": "boolean"}, {"type": "null"}]},
            default=None,
            description="Turn shuffle on or off; leave out to keep it.",
        ),
    ] = None,
    extra: object = None,
) -> str:
    """Set the play mode of the current queue."""
    return ""

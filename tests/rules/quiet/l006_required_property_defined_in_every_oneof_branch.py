"""A hand-written MCP schema that requires `address` at the top level and defines it in each
branch of a top-level `oneOf` (mseep-mcp-allthetools' `get-delegate-statement`): the payload
does define the property, so "has no property" (L006) is false. The low-level server lists the
schema as written."""
import mcp.types as types
from mcp.server.lowlevel import Server

server = Server("delegates")


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [
        types.Tool(
            name="get-delegate-statement",
            description="Get a delegate's statement by address or ENS name.",
            inputSchema={
                "type": "object",
                "properties": {},
                "required": ["address"],
                "oneOf": [
                    {
                        "properties": {"address": {"type": "string", "pattern": "^0x[a-fA-F0-9]{40}$"}},
                    },
                    {
                        "properties": {"address": {"type": "string", "pattern": "\\.eth$"}},
                    },
                ],
            },
        )
    ]

"""MCP Python SDK 1.x low-level server: hand-written `types.Tool(...)` schemas.

Idioms: `Tool(name=..., inputSchema={...})` constructor calls returned from a
`@server.list_tools()` handler, one built in a module-level list and one inline; each is a
tool named by its `name=` (qualname `-`: a hand-written schema, not a function).

Not tools: the `@server.call_tool()` dispatcher, `types.Prompt(name=...)` (a prompt, not a
tool).
"""

from typing import Any

import mcp.types as types
from mcp.server.lowlevel import NotificationOptions, Server
from mcp.server.models import InitializationOptions

server = Server("inventory")

# expect: mcp - lookup_sku
LOOKUP_SKU = types.Tool(
    name="lookup_sku",
    description="Look up a product by its SKU.",
    inputSchema={
        "type": "object",
        "properties": {"sku": {"type": "string", "description": "Stock keeping unit"}},
        "required": ["sku"],
    },
)


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [
        LOOKUP_SKU,
        # expect: mcp - restock
        types.Tool(
            name="restock",
            description="Order more units of a product.",
            inputSchema={
                "type": "object",
                "properties": {
                    "sku": {"type": "string"},
                    "quantity": {"type": "integer", "minimum": 1},
                },
                "required": ["sku", "quantity"],
            },
            annotations=types.ToolAnnotations(destructiveHint=False, idempotentHint=False),
        ),
    ]


@server.call_tool()
async def call_tool(name: str, arguments: dict[str, Any]) -> list[types.TextContent]:
    if name == "lookup_sku":
        return [types.TextContent(type="text", text=f"SKU {arguments['sku']}")]
    if name == "restock":
        return [types.TextContent(type="text", text="ordered")]
    raise ValueError(f"Unknown tool: {name}")


@server.list_prompts()
async def list_prompts() -> list[types.Prompt]:
    return [types.Prompt(name="restock_plan", description="Plan a restock.")]


def init_options() -> InitializationOptions:
    return InitializationOptions(
        server_name="inventory",
        server_version="0.1.0",
        capabilities=server.get_capabilities(
            notification_options=NotificationOptions(), experimental_capabilities={}
        ),
    )

"""The true findings beside `quiet/m001_mcp_dicts_a_client_scanner_returns.py`: dicts in
MCP's `tools/list` shape that reach the low-level server's listing are tools, and a schema
without `"type": "object"` there is refused by clients. Returned by a `@server.list_tools()`
handler through `types.Tool(**d)`, and written as the `tools` of a hand-written JSON-RPC
server's `tools/list` result."""
from typing import Any

from mcp import types
from mcp.server.lowlevel import Server

server = Server("catalog")

TOOLS = [
    {
        "name": "lookup",  # expect: M001
        "description": "Look an entry up.",
        "inputSchema": {"properties": {"key": {"type": "string"}}},
    },
]


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [types.Tool(**d) for d in TOOLS]


def handle(request: dict[str, Any]) -> dict[str, Any]:
    method = request.get("method")
    if method == "tools/list":
        tools = [
            {
                "name": "archive",  # expect: M001
                "description": "Archive an entry.",
                "inputSchema": {"properties": {"key": {"type": "string"}}},
            },
        ]
        return {"jsonrpc": "2.0", "id": request.get("id"), "result": {"tools": tools}}
    return {"jsonrpc": "2.0", "id": request.get("id"), "error": {"code": -32601}}


def respond(request_id: int) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "result": {
            "tools": [
                {
                    "name": "restore",  # expect: M001
                    "description": "Restore an entry.",
                    "inputSchema": {"properties": {}},
                },
            ]
        },
    }

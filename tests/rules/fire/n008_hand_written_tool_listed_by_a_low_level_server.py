"""A hand-written MCP tool outside the specification's `[A-Za-z0-9_.-]{1,128}`, served by the
low-level `Server` (mcpreg-cli): the name is still outside the specification, but no SDK builds
this tool from a function, so the Python SDK's name check (`validate_and_warn_tool_name`, run by
`Tool.from_function` in mcp 2.3 and fastmcp) never sees it; mcp 2's `Server(on_list_tools=...)`
lists it unchecked. The message says only that."""
from typing import Any

from mcp.server import Server
from mcp.types import ListToolsResult, Tool

TOOLS: list[dict[str, Any]] = [
    {
        "name": "registry/list",  # expect: N008
        "description": "List every tool registered on the wrapped server.",
        "inputSchema": {"type": "object", "properties": {}},
    },
]


def registry_tools() -> list[Tool]:
    return [Tool(name=t["name"], description=t["description"], inputSchema=t["inputSchema"]) for t in TOOLS]


async def on_list_tools(ctx: Any, params: Any) -> ListToolsResult:
    return ListToolsResult(tools=registry_tools())


server = Server("registry", on_list_tools=on_list_tools)

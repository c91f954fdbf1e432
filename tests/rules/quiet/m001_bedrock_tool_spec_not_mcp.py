"""A Bedrock Converse `toolSpec` written by hand beside an MCP server (fast-agent's Bedrock
provider, `_noop_tool_spec`): `{"name", "description", "inputSchema": {"json": {...}}}` has
the keys of an MCP `tools/list` entry, but its `inputSchema` wraps the JSON Schema under
`json` (Bedrock's `ToolInputSchema`), so it is no MCP tool, and M001 ("MCP requires
`inputSchema` to be `"type": "object"`") does not apply to it. The MCP tool beside it is
checked as usual, and the `tools/list` dict of the same module still is one."""
from typing import Any

from mcp.server.mcpserver import MCPServer

server = MCPServer("converse")


@server.tool()
def ping(text: str) -> str:
    """Echo the text back."""
    return text


LISTED = {
    "name": "echo",
    "description": "Echo the text back.",
    "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
}


def noop_tool_spec() -> dict[str, Any]:
    return {
        "toolSpec": {
            "name": "noop",
            "description": "This is a placeholder tool that should be ignored.",
            "inputSchema": {"json": {"type": "object", "properties": {}}},
        }
    }

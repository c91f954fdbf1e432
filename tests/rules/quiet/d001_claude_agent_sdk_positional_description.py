"""The Claude Agent SDK's `tool(name, description, input_schema, annotations=None)`
(claude-agent-sdk 0.2.187, `claude_agent_sdk/__init__.py`) takes the description second: the
tool is sent with "Store a fact for later.", so D001 has nothing to report."""
from typing import Any

from claude_agent_sdk import create_sdk_mcp_server, tool


@tool("remember", "Store a fact for later.", {"content": str})
async def remember(args: dict[str, Any]) -> dict[str, Any]:
    return {"content": [{"type": "text", "text": args["content"]}]}


server = create_sdk_mcp_server(name="memory", tools=[remember])

"""A low-level MCP server listing its tools with names from a `str` Enum of another module."""

from mcp.server import Server
from mcp.types import Tool

from core.names import GitTools

server = Server("git")


@server.list_tools()
async def list_tools() -> list[Tool]:
    return [
        # expect: mcp - git_status
        Tool(
            name=GitTools.STATUS,
            description="Show the working tree status",
            inputSchema={"type": "object", "properties": {"repo_path": {"type": "string"}}},
        ),
        # expect: mcp - git_diff
        Tool(
            name=GitTools.DIFF.value,
            description="Show the changes",
            inputSchema={"type": "object", "properties": {"repo_path": {"type": "string"}}},
        ),
    ]

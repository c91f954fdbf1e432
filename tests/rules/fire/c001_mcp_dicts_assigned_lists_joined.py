"""The true finding beside `quiet/c001_mcp_dicts_assigned_each_handed_to_its_own_call.py`:
two lists assigned to local names and joined into the one list handed to a call are one
set, and MCP rejects the duplicate name (`Tool names must be unique`)."""
from typing import Any


def make_result(tools: list[dict[str, Any]]) -> dict:
    return {"tools": tools}


def list_tools() -> dict:
    tools = [{"name": "search", "description": "Search the catalogue.", "inputSchema": {"type": "object", "properties": {}}}]
    more = [{"name": "search", "description": "Search the archive.", "inputSchema": {"type": "object", "properties": {}}}]  # expect: C001
    return make_result(tools=tools + more)

"""The true finding beside `quiet/c001_mcp_dicts_each_handed_to_its_own_call.py`: two dicts
in MCP's tool shape in ONE list handed to a call are one set, and MCP rejects the duplicate
name (`Tool names must be unique`)."""
from typing import Any


def make_result(tools: list[dict[str, Any]]) -> dict:
    return {"tools": tools}


def list_tools() -> dict:
    return make_result(
        tools=[
            {
                "name": "search",
                "description": "Search the catalogue.",
                "inputSchema": {"type": "object", "properties": {}},
            },
            {
                "name": "search",  # expect: C001
                "description": "Search the archive.",
                "inputSchema": {"type": "object", "properties": {}},
            },
        ]
    )

"""Dicts in MCP's tool shape, each the only element of a list assigned to a local name that
is then handed to its own call (mcp-fingerprints' synchroniser: `tools = [{"name":
"unknown", ...}]` and `generate_server_spec(..., tools=tools)`, once per package source it
crawls, in one function). The name is only rebound, tested and handed whole to calls, so
each literal is its own list: no `tools/list` carries two of them. A list the function
joins with another is one set (`fire/c001_mcp_dicts_assigned_lists_joined.py`)."""
from typing import Any


class Generator:
    @classmethod
    def generate_server_spec(cls, name: str, tools: list[dict[str, Any]]) -> dict:
        return {"name": name, "tools": tools}


def parse_docs(text: str) -> list[dict[str, Any]]:
    return []


def synchronise(packages: list[dict[str, str]]) -> list[dict]:
    specs = []
    for pkg in packages:
        description = pkg["description"]
        tools = parse_docs(pkg["readme"])
        if not tools and description:
            tools = [{"name": "unknown", "description": description, "inputSchema": {"type": "object", "properties": {}}}]
        if tools:
            specs.append(Generator.generate_server_spec(name=pkg["name"], tools=tools))
    for pkg in packages:
        description = pkg["description"]
        tools = [{"name": "unknown", "description": description, "inputSchema": {"type": "object", "properties": {}}}]
        spec = Generator.generate_server_spec(name=pkg["name"], tools=tools)
        specs.append(spec)
    return specs

"""Dicts in MCP's tool shape, each the only element of the `tools=[...]` list handed to its
own call (mcp-fingerprints' synchroniser: `generate_server_spec(..., tools=[{"name":
"unknown", ...}])` once per package it discovers). Each list describes another package's
server; no `tools/list` carries two of them, so their equal names collide nowhere. Elements
of one list are still one set (`fire/c001_duplicate_tool_name.py` and the handler below)."""
from typing import Any


class Generator:
    @classmethod
    def generate_server_spec(cls, name: str, tools: list[dict[str, Any]]) -> dict:
        return {"name": name, "tools": tools}


def synchronise(packages: list[dict[str, str]]) -> list[dict]:
    specs = []
    for pkg in packages:
        specs.append(
            Generator.generate_server_spec(
                name=pkg["name"],
                tools=[
                    {
                        "name": "unknown",
                        "description": pkg["description"],
                        "inputSchema": {"type": "object", "properties": {}},
                    }
                ],
            )
        )
    for pkg in packages:
        specs.append(
            Generator.generate_server_spec(
                name=pkg["name"],
                tools=[
                    {
                        "name": "unknown",
                        "description": pkg["description"],
                        "inputSchema": {"type": "object", "properties": {}},
                    }
                ],
            )
        )
    return specs

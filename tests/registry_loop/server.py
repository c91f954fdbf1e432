"""homeshed-mcp's `_app/server.py:187-206`: every capability is registered with a name and a
description the loop computes from it. mcp 2.3 (run on this package) lists `disk.usage`
with "See capabilities/disk/usage.md for full docs.", not the docstring."""
from mcp.server.mcpserver import MCPServer

import tools  # noqa: F401 - its @tool decorators fill the registry
from registry import discover

mcp = MCPServer("home")


def _description(capability) -> str:
    return f"See capabilities/{capability.doc} for full docs."


for capability in discover():
    mcp.add_tool(
        capability.func,
        name=f"{capability.category}.{capability.name}",
        description=_description(capability),
    )

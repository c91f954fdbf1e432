"""neruva-mcp (issue 26, seed 51): `list_tools` returns `_active_tools()`, which keeps only
the catalog entries named in `SKILL_TOOL_NAMES`, or in `SKILL_TOOL_NAMES | MEMORY_TOOL_NAMES`
when an environment variable says so. `blend_query` is in neither: it is never listed, so no
client refuses its array without `items`. The lookup of the tool called by name
(`next(...)` in `call_tool`) lists nothing."""
import os

from mcp import types
from mcp.server.lowlevel import Server

server = Server("catalog")

SKILL_TOOL_NAMES: set[str] = {"skill_search"}
MEMORY_TOOL_NAMES: set[str] = {"memory_recall"}
ADVERTISED_TOOL_NAMES: set[str] = SKILL_TOOL_NAMES | MEMORY_TOOL_NAMES
MEMORY_ENABLED = os.environ.get("CATALOG_MEMORY", "") == "1"


def _active_tools() -> list[types.Tool]:
    names = ADVERTISED_TOOL_NAMES if MEMORY_ENABLED else SKILL_TOOL_NAMES
    return [t for t in TOOLS if t.name in names]


TOOLS: list[types.Tool] = [
    types.Tool(
        name="skill_search",
        description="Search the published skills.",
        inputSchema={
            "type": "object",
            "properties": {"query": {"type": "string"}},
            "required": ["query"],
        },
    ),
    types.Tool(
        name="memory_recall",
        description="Recall what was remembered about a subject.",
        inputSchema={
            "type": "object",
            "properties": {"subject": {"type": "string"}},
            "required": ["subject"],
        },
    ),
    types.Tool(
        name="blend_query",
        description="Blend the roles of a query.",
        inputSchema={
            "type": "object",
            "properties": {"role_parents": {"type": "array"}},
            "required": ["role_parents"],
        },
    ),
]


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return _active_tools()


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    tool = next((t for t in TOOLS if t.name == name), None)
    if tool is None:
        raise ValueError(name)
    return [types.TextContent(type="text", text=tool.name)]

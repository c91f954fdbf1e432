"""Precision traps: dicts with an `inputSchema` that define no tool of this package. A remote
server's tools copied at run time (the name is data, not a literal), a `tools/call` request
naming a tool, and a result that only carries a schema.

# expect: none
"""

from mcp import ClientSession


async def mirror(session: ClientSession) -> list[dict]:
    listed = await session.list_tools()
    return [
        {"name": t.name, "description": t.description, "inputSchema": t.inputSchema}
        for t in listed.tools
    ]


CALL_REQUEST = {"method": "tools/call", "params": {"name": "mail_status", "arguments": {}}}

SCHEMA_ONLY = {"title": "Mail status input", "inputSchema": {"type": "object", "properties": {}}}

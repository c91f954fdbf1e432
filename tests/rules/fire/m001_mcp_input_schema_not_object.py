"""The low-level MCP server lists hand-written `types.Tool`s as they are; the specification
makes `inputSchema` an object schema, and the MCP SDK's `Tool` model refuses anything else
(`inputSchema.type: Input should be 'object'`)."""
from mcp import types
from mcp.server.lowlevel import Server

server = Server("files")

TOOLS = [
    types.Tool(
        name="list_paths",  # expect: M001
        description="List the given paths.",
        inputSchema={"type": "array", "items": {"type": "string"}},
    ),
]

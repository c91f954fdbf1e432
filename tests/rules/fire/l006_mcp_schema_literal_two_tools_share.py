"""One hand-written `inputSchema` literal bound to a name and given to two tools (the second
through another name for the same dict): its bad `required` entry is one problem, reported
once on the entry, with the other tool as a related location (salesforce-mcp's
`createFieldSchema = createObjectSchema`)."""
import mcp.types as types
from mcp.server import Server

server = Server("objects")

create_schema = {
    "type": "object",
    "properties": {
        "name": {"type": "string", "description": "The object's name."},
        "plural_name": {"type": "string", "description": "The object's plural name."},
    },
    "required": ["name" "plural_name"],  # expect: L006
}

field_schema = create_schema


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [
        types.Tool(
            name="create_object",
            description="Create an object.",
            inputSchema=create_schema,
        ),
        types.Tool(
            name="create_field",
            description="Add a field to an object.",
            inputSchema=field_schema,
        ),
    ]

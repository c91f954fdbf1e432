"""A property typed with a list of JSON types, `{"type": ["object", "array"]}` (viz-mcp), and an
example value shaped like a schema: VS Code's check is `n.type === 'array' && !n.items` on the
schema nodes it walks (vscode-copilot-chat `toolSchemaNormalizer.ts`), which a type list never
meets and which does not look inside `examples`; its draft-7 validation accepts type lists."""
from mcp import types
from mcp.server.lowlevel import Server

server = Server("viz")


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [
        types.Tool(
            name="render_chart",
            description="Render a chart from data.",
            inputSchema={
                "type": "object",
                "properties": {
                    "data": {"type": ["object", "array"], "description": "Rows or a table."},
                    "spec": {
                        "type": "object",
                        "examples": [{"type": "array"}],
                    },
                },
            },
        )
    ]

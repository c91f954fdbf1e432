"""MCP Python SDK 2.x low-level server: `Server(..., on_list_tools=handler)`.

Idioms: hand-written `types.Tool(name=..., input_schema={...})` (2.x spells the field in snake
case; the camel-case alias also works) in the `ListToolsResult` a handler returns, and one
built by a module-level helper function. Each is a tool named by its `name=`.

Not tools: the call handler, `fetch_website` (the implementation behind the `fetch` tool,
which is not itself registered).
"""

import mcp.types as types
from mcp.server import Server, ServerRequestContext


async def fetch_website(url: str) -> list[types.ContentBlock]:
    """Download a page; the implementation behind the hand-written `fetch` schema."""
    return [types.TextContent(type="text", text=url)]


def _echo_tool() -> types.Tool:
    # expect: mcp - echo
    return types.Tool(
        name="echo",
        description="Echo the input back.",
        inputSchema={"type": "object", "properties": {"text": {"type": "string"}}},
    )


async def handle_list_tools(
    ctx: ServerRequestContext, params: types.PaginatedRequestParams | None
) -> types.ListToolsResult:
    return types.ListToolsResult(
        tools=[
            # expect: mcp - fetch
            types.Tool(
                name="fetch",
                title="Website Fetcher",
                description="Fetches a website and returns its content",
                input_schema={
                    "type": "object",
                    "required": ["url"],
                    "properties": {"url": {"type": "string", "description": "URL to fetch"}},
                },
            ),
            _echo_tool(),
        ]
    )


async def handle_call_tool(
    ctx: ServerRequestContext, params: types.CallToolRequestParams
) -> types.CallToolResult:
    arguments = params.arguments or {}
    if params.name == "fetch":
        return types.CallToolResult(content=await fetch_website(arguments["url"]))
    if params.name == "echo":
        return types.CallToolResult(content=[types.TextContent(type="text", text=arguments["text"])])
    raise ValueError(f"Unknown tool: {params.name}")


app = Server("mcp-website-fetcher", on_list_tools=handle_list_tools, on_call_tool=handle_call_tool)

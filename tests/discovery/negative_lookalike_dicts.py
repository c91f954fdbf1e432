"""Negative: dicts with `name`, `description`, `parameters` or `type` keys that are not tool
schemas.

A hand-written schema needs its provider's full shape: OpenAI `{"type": "function",
"function": {"name", ...}}` or `{"type": "function", "name", ...}` where a `parameters`,
`description` or `strict` key stands beside `name` (an object with only `type` and `name` is
a `tool_choice` reference), Anthropic `{"name", "input_schema"}`, MCP
`Tool(name=..., inputSchema=...)` from `mcp.types`. A record with a `name`, an OpenAPI
operation whose `parameters` is a list, a bare JSON Schema, a `tool_choice`, a function-call
result, a message, a config entry: none is a tool.
"""

# expect: none

import json

from sqlalchemy import Column, Integer, String

users = [
    {"name": "Ada Lovelace", "email": "ada@example.com", "description": "Mathematician"},
    {"name": "Alan Turing", "email": "alan@example.com", "description": "Computer scientist"},
]

columns = [
    {"name": "id", "type": "integer", "nullable": False},
    {"name": "title", "type": "string", "description": "Post title"},
]

openapi_operation = {
    "operationId": "getPet",
    "name": "get_pet",
    "description": "Find a pet by id",
    "parameters": [{"name": "petId", "in": "path", "required": True, "schema": {"type": "integer"}}],
}

address_schema = {
    "type": "object",
    "properties": {"name": {"type": "string"}, "street": {"type": "string"}},
    "required": ["name", "street"],
}

tool_choice = {"type": "function", "function": {"name": "get_weather"}}
responses_tool_choice = {"type": "function", "name": "get_weather"}
anthropic_tool_choice = {"type": "tool", "name": "get_weather"}

function_call = {
    "type": "function_call",
    "name": "get_weather",
    "arguments": json.dumps({"city": "Paris"}),
    "call_id": "call_123",
}

tool_use_block = {"type": "tool_use", "id": "toolu_01", "name": "get_weather", "input": {"city": "Paris"}}

message = {"role": "tool", "name": "get_weather", "content": "sunny", "tool_call_id": "call_123"}

mcp_config = {"mcpServers": {"weather": {"command": "uvx", "args": ["weather-mcp"], "name": "weather"}}}

plugin_manifest = {"name": "exporter", "description": "Export data", "version": "1.2.0", "entrypoint": "main"}


class Post:
    __tablename__ = "posts"
    id = Column(Integer, primary_key=True)
    title = Column(String(200), nullable=False, comment="name of the post")

# A catalog shown to people (tzero-mcp's `MCP_TOOLS_CATALOG`, rendered as a Markdown table):
# its `input_schema` maps parameter names to prose, with no JSON Schema keyword.
tools_catalog = [
    {
        "name": "get_project_context_tree",
        "description": "Scans the workspace and outputs a context tree.",
        "input_schema": {"target_dir": "string", "tier": "T-1 to T-4", "max_depth": "integer"},
    },
    {
        "type": "function",
        "function": {
            "name": "audit_codebase",
            "description": "Runs a static audit.",
            "parameters": {"path": "string", "strict": "boolean"},
        },
    },
]

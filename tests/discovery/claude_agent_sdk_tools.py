"""claude-agent-sdk (`from claude_agent_sdk import tool, create_sdk_mcp_server`).

Idioms: `@tool("name", "description", {"param": type})` with a hand-written parameter map
(the first positional string is the name), a JSON-Schema dict as the third argument, a
`TypedDict` as the schema, `annotations=ToolAnnotations(...)`, `name=` passed by keyword, a
decorated function defined inside a factory function, and the tools handed to
`create_sdk_mcp_server(tools=[...])` and `ClaudeAgentOptions(mcp_servers=...)`.

Not tools: the `PreToolUse` hook function, the `allowed_tools` strings (references to tools,
not definitions).
"""

from typing import Annotated, Any, TypedDict

from claude_agent_sdk import (
    ClaudeAgentOptions,
    HookMatcher,
    ToolAnnotations,
    create_sdk_mcp_server,
    tool,
)


# expect: claude-agent-sdk greet_user greet
@tool("greet", "Greet a user", {"name": str})
async def greet_user(args: dict[str, Any]) -> dict[str, Any]:
    return {"content": [{"type": "text", "text": f"Hello, {args['name']}!"}]}


# expect: claude-agent-sdk add_numbers add
@tool("add", "Add two numbers", {"a": float, "b": float}, annotations=ToolAnnotations(readOnlyHint=True))
async def add_numbers(args: dict[str, Any]) -> dict[str, Any]:
    return {"content": [{"type": "text", "text": str(args["a"] + args["b"])}]}


# expect: claude-agent-sdk divide divide
@tool(
    "divide",
    "Divide two numbers",
    {
        "type": "object",
        "properties": {"a": {"type": "number"}, "b": {"type": "number", "not": {"const": 0}}},
        "required": ["a", "b"],
    },
)
async def divide(args: dict[str, Any]) -> dict[str, Any]:
    return {"content": [{"type": "text", "text": str(args["a"] / args["b"])}]}


class SearchArgs(TypedDict):
    query: Annotated[str, "Full-text query"]
    limit: int


# expect: claude-agent-sdk search_docs search_docs
@tool(name="search_docs", description="Search the product documentation", input_schema=SearchArgs)
async def search_docs(args: SearchArgs) -> dict[str, Any]:
    return {"content": [{"type": "text", "text": "no results"}]}


def make_clock_tools(default_tz: str) -> list[Any]:
    """Build tools bound to a default timezone."""

    # expect: claude-agent-sdk make_clock_tools.<locals>.now current_time
    @tool("current_time", f"Current time (default timezone {default_tz})", {"tz": str})
    async def now(args: dict[str, Any]) -> dict[str, Any]:
        return {"content": [{"type": "text", "text": "10:30"}]}

    return [now]


async def block_rm(input_data: dict[str, Any], tool_use_id: str | None, context: Any) -> dict[str, Any]:
    """A hook, not a tool."""
    return {}


calculator = create_sdk_mcp_server(
    name="calculator",
    version="2.0.0",
    tools=[greet_user, add_numbers, divide, search_docs, *make_clock_tools("UTC")],
)

options = ClaudeAgentOptions(
    mcp_servers={"calc": calculator},
    allowed_tools=["mcp__calc__add", "mcp__calc__divide"],
    hooks={"PreToolUse": [HookMatcher(matcher="Bash", hooks=[block_rm])]},
)

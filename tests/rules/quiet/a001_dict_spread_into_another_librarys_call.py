"""A dict in Anthropic's tool shape spread into another library's constructor
(mcp-agentskills: `ToolCall(**tool_params)` of flowllm, whose `input_schema` is a map of
parameters that flowllm wraps as `{"type": "object", ...}` itself): the dict is that call's
keyword arguments, not a hand-written Anthropic tool, so no A001 "`input_schema` must be
`type: object`"."""
from flowllm.core.schema import ToolCall


def build_tool_call() -> ToolCall:
    tool_params = {
        "name": "load_skill_metadata",
        "description": "Load metadata for all available skills.",
        "input_schema": {},
    }
    return ToolCall(**tool_params)


# A hand-written Anthropic tool the same module keeps: a tool, and a correct one.
TOOLS = [
    {
        "name": "get_weather",
        "description": "Current weather in a city.",
        "input_schema": {
            "type": "object",
            "properties": {"city": {"type": "string", "description": "The city."}},
            "required": ["city"],
        },
    }
]

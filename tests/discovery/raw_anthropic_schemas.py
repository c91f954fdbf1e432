"""Hand-written Anthropic tool schemas (framework id `anthropic`), named by their `name`.

Idioms: `{"name", "description", "input_schema"}` dicts in an annotated module-level list
(`list[ToolParam]`), one inline in `client.messages.create(tools=...)`, one with
`cache_control`, one built from a dict literal bound to a name and added with `+`.

Not tools: server tools (`{"type": "web_search_20250305", "name": "web_search"}`: the name is
Anthropic's, there is no schema), `tool_choice={"type": "tool", "name": ...}` (a reference),
a message dict, the `input_schema` properties.
"""

from anthropic import Anthropic
from anthropic.types import MessageParam, ToolParam

client = Anthropic()

tools: list[ToolParam] = [
    # expect: anthropic - get_weather
    {
        "name": "get_weather",
        "description": "Get the current weather in a given location",
        "input_schema": {
            "type": "object",
            "properties": {
                "location": {"type": "string", "description": "The city and state, e.g. San Francisco, CA"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            },
            "required": ["location"],
        },
    },
    # expect: anthropic - get_time
    {
        "name": "get_time",
        "description": "Get the current time in a given time zone",
        "input_schema": {
            "type": "object",
            "properties": {"timezone": {"type": "string", "description": "IANA time zone name"}},
            "required": ["timezone"],
        },
        "cache_control": {"type": "ephemeral"},
    },
]

# expect: anthropic - record_summary
SUMMARY_TOOL: ToolParam = {
    "name": "record_summary",
    "description": "Record a summary of an image using well-structured JSON.",
    "input_schema": {
        "type": "object",
        "properties": {
            "name": {"type": "string", "description": "Name of the subject"},
            "key_colors": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["name", "key_colors"],
    },
}

user_message: MessageParam = {"role": "user", "content": "What's the weather and time in Tokyo?"}

message = client.messages.create(
    model="claude-sonnet-4-5",
    max_tokens=1024,
    messages=[user_message],
    tools=tools
    + [SUMMARY_TOOL]
    + [
        {"type": "web_search_20250305", "name": "web_search", "max_uses": 3},
        # expect: anthropic - convert_currency
        {
            "name": "convert_currency",
            "description": "Convert an amount between currencies.",
            "input_schema": {
                "type": "object",
                "properties": {"amount": {"type": "number"}, "from": {"type": "string"}, "to": {"type": "string"}},
                "required": ["amount", "from", "to"],
            },
        },
    ],
    tool_choice={"type": "tool", "name": "get_weather"},
)

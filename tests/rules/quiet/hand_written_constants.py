"""Hand-written OpenAI and MCP tools built from constants and merges, all sound."""
from mcp import types

CITY = {"type": "string", "description": "The city."}
UNIT = {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "The unit."}

weather_tool = {
    "type": "function",
    "function": {
        "name": "weather",
        "description": "Current weather.",
        "parameters": {
            "type": "object",
            "properties": {"city": CITY, **{"unit": UNIT}},
            "required": ["city", "unit"],
            "additionalProperties": False,
        },
        "strict": True,
    },
}

TOOLS = [
    types.Tool(
        name="weather",
        description="Current weather.",
        inputSchema={"type": "object", "properties": {"city": CITY}, "required": ["city"]},
    )
]

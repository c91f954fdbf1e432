"""A strands module-based tool: `TOOL_SPEC` + a function named like the module."""

from typing import Any

from strands.types.tools import ToolResult, ToolUse

# expect: strands - weather_forecast
TOOL_SPEC = {
    "name": "weather_forecast",
    "description": "Get weather forecast for a city.",
    "inputSchema": {
        "json": {
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "The name of the city"},
                "days": {"type": "integer", "description": "Number of days for the forecast", "default": 3},
            },
            "required": ["city"],
        }
    },
}


def weather_forecast(tool: ToolUse, **kwargs: Any) -> ToolResult:
    tool_use_id = tool["toolUseId"]
    tool_input = tool["input"]
    city = tool_input.get("city", "")
    days = tool_input.get("days", 3)
    return {
        "toolUseId": tool_use_id,
        "status": "success",
        "content": [{"text": f"Weather forecast for {city} for the next {days} days..."}],
    }

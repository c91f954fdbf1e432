"""A hand-written schema whose `enum` contradicts its `type`; the payload is built from
module-level constants and `**` merges, as toolsight evaluates them."""

UNITS = ["celsius", 1]
BASE = {"city": {"type": "string", "description": "The city."}}

forecast_tool = {
    "type": "function",
    "function": {
        "name": "forecast",
        "description": "Forecast the weather.",
        "parameters": {
            "type": "object",
            "properties": {
                **BASE,
                "unit": {"type": "string", "enum": UNITS, "description": "The unit."},  # expect: L015
            },
            "required": ["city", "unit"],
        },
    },
}

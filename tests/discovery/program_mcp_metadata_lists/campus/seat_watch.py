"""A feature module that ships its own metadata next to its code.

# expect: mcp - seat_watch_add
"""

SEAT_WATCH_TOOLS = [
    {
        "name": "seat_watch_add",
        "description": "Watch a course section for a free seat.",
        "inputSchema": {
            "type": "object",
            "properties": {"crn": {"type": "string"}},
            "required": ["crn"],
        },
    }
]

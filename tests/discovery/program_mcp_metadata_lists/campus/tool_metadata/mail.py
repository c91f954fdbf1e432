"""Tool metadata dicts in the MCP wire shape (`name`, `inputSchema`), in a module that imports
no framework: each is a tool the server registers under that name.

# expect: mcp - mail_status
# expect: mcp - mail_list_inbox
"""

from typing import Any

MAIL_TOOLS: list[dict[str, Any]] = [
    {
        "name": "mail_status",
        "title": "Mail status",
        "description": "Check the read-only mail connection and return inbox counts.",
        "inputSchema": {"type": "object", "properties": {}, "additionalProperties": False},
    },
    {
        "name": "mail_list_inbox",
        "title": "List the inbox",
        "description": "List recent inbox headers without marking messages read.",
        "inputSchema": {
            "type": "object",
            "properties": {
                "unread_only": {"type": "boolean", "default": False},
                "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 20},
            },
        },
    },
]

"""Hand-written tool schemas sent over plain HTTP, in a file that imports no SDK.

The schema's shape alone says what it is: an OpenAI Chat Completions tool (`{"type":
"function", "function": {...}}`, framework id `openai`) or an Anthropic tool (`{"name",
"input_schema"}`, framework id `anthropic`); no import is needed to recognise them.

Not tools: the request payload around them, `{"type": "function"}` without a `function`
object, a JSON-Schema property called `name`.
"""

import os

import httpx

# expect: openai - lookup_ticket
LOOKUP_TICKET = {
    "type": "function",
    "function": {
        "name": "lookup_ticket",
        "description": "Fetch a support ticket.",
        "parameters": {
            "type": "object",
            "properties": {"ticket_id": {"type": "string"}},
            "required": ["ticket_id"],
        },
    },
}

# expect: anthropic - escalate_ticket
ESCALATE_TICKET = {
    "name": "escalate_ticket",
    "description": "Escalate a ticket to a human.",
    "input_schema": {
        "type": "object",
        "properties": {"ticket_id": {"type": "string"}, "reason": {"type": "string"}},
        "required": ["ticket_id", "reason"],
    },
}

INCOMPLETE = {"type": "function", "description": "not a schema: no function object"}


def ask_openai(prompt: str) -> dict:
    payload = {
        "model": "gpt-4.1-mini",
        "messages": [{"role": "user", "content": prompt}],
        "tools": [LOOKUP_TICKET],
    }
    headers = {"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"}
    return httpx.post("https://api.openai.com/v1/chat/completions", json=payload, headers=headers).json()


def ask_claude(prompt: str) -> dict:
    payload = {
        "model": "claude-sonnet-4-5",
        "max_tokens": 1024,
        "messages": [{"role": "user", "content": prompt}],
        "tools": [ESCALATE_TICKET],
    }
    headers = {"x-api-key": os.environ["ANTHROPIC_API_KEY"], "anthropic-version": "2023-06-01"}
    return httpx.post("https://api.anthropic.com/v1/messages", json=payload, headers=headers).json()

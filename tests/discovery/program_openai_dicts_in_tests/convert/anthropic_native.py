"""The conversion; the module's own tool is an OpenAI dict sent with the OpenAI SDK."""

from openai import OpenAI

client = OpenAI()

# expect: openai - format_response
FORMAT_TOOL = {
    "type": "function",
    "function": {
        "name": "format_response",
        "description": "Format the answer.",
        "parameters": {"type": "object", "properties": {"text": {"type": "string"}}},
    },
}


def complete(request: dict) -> dict:
    tools = [
        {"name": t["function"]["name"], "input_schema": t["function"]["parameters"]}
        for t in request.get("tools", [])
    ]
    return {"tools": tools}

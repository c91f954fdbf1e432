"""Hand-written tools in a provider's own format (Anthropic `{"name", "input_schema"}`, OpenAI
`{"type": "function", "function": {...}}`) are tools unless everything the code does with
them is read and none of it may send them (tea-agent's shapes).

Not tools: an OpenAI example dict only `json.dumps`'d into a validation error's text
(`Toolkit.save_tool`'s `meta_exam`), and a fallback Anthropic dict returned by a method whose
only caller puts it into an agent-info dict that a REST handler hands to `JSONResponse` (an
ACP server's `/agent-info` manifest, `get_agent_info`).

Tools: a dict handed to `client.messages.create(tools=...)`; one `json.dumps`'d into a raw
HTTP request's body (the serialised text is followed, and `requests.post` is not read); one
in a module-level list nothing in the project uses (the package's export, which its users
may send); one returned by a method nothing calls (a hook the library it is written for may
call).
"""

import json

import anthropic
import requests
from starlette.responses import JSONResponse

client = anthropic.Anthropic()


class Toolkit:
    def save_tool(self, name: str, meta: dict) -> tuple[int, str]:
        meta_exam = {
            "type": "function",
            "function": {
                "name": "<tool function name>",
                "description": "<what the tool does>",
                "parameters": {
                    "type": "object",
                    "properties": {"param1": {"type": "string"}},
                    "required": ["param1"],
                },
            },
        }
        meta_exam_str = json.dumps(meta_exam, ensure_ascii=False)
        if meta.get("type") != "function":
            return (2, f"meta.type must be 'function', see: {meta_exam_str}")
        if "function" not in meta:
            return (2, f"meta.function is required, see: {meta_exam_str}")
        return (0, name)


class AcpServer:
    def get_agent_info(self) -> dict:
        tools = self._try_get_tools()
        return {"id": "agent", "tools": tools}

    def _try_get_tools(self) -> list[dict]:
        return [
            {
                "name": "chat",
                "description": "Chat with agent",
                "input_schema": {},
            }
        ]


server = AcpServer()


async def handle_agent_info(request):
    return JSONResponse(server.get_agent_info())


def ask(question: str):
    return client.messages.create(
        model="claude-sonnet-4-5",
        max_tokens=1024,
        messages=[{"role": "user", "content": question}],
        tools=[
            # expect: anthropic - get_weather
            {
                "name": "get_weather",
                "description": "Get the weather.",
                "input_schema": {"type": "object", "properties": {"city": {"type": "string"}}},
            }
        ],
    )


def ask_over_http(question: str, key: str):
    body = {
        "model": "claude-sonnet-4-5",
        "max_tokens": 1024,
        "messages": [{"role": "user", "content": question}],
        "tools": [
            # expect: anthropic - get_time
            {
                "name": "get_time",
                "description": "Get the time.",
                "input_schema": {"type": "object", "properties": {"zone": {"type": "string"}}},
            }
        ],
    }
    return requests.post(
        "https://api.anthropic.com/v1/messages",
        headers={"x-api-key": key},
        data=json.dumps(body),
    )


TOOLS = [
    # expect: openai - lookup_order
    {
        "type": "function",
        "function": {
            "name": "lookup_order",
            "description": "Look an order up.",
            "parameters": {"type": "object", "properties": {"id": {"type": "string"}}},
        },
    }
]


class Plugin:
    def tool_definitions(self) -> list[dict]:
        return [
            # expect: anthropic - cancel_order
            {
                "name": "cancel_order",
                "description": "Cancel an order.",
                "input_schema": {"type": "object", "properties": {"id": {"type": "string"}}},
            }
        ]

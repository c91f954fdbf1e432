"""Dicts in a provider's tool shape that no request sends (tea-agent): an ACP server's
fallback `{"name": "chat", "input_schema": {}}`, returned by `_try_get_tools` into the agent
info that the `/agent-info` handler serialises with `JSONResponse` (a REST manifest for the
ACP client, not a tool Anthropic receives: no A001 about its `input_schema`), and an OpenAI
example dict named `<tool function name>` only `json.dumps`'d into a validation error's text
(no N001 about its name). Everything done with either is read, and none of it may send it."""
import json

from starlette.responses import JSONResponse


class AcpServer:
    def get_agent_info(self) -> dict:
        try:
            tools = self._try_get_tools()
            return {"id": "tea-agent", "name": "Tea Agent", "tools": tools}
        except Exception as e:
            return {"id": "tea-agent", "tools": [], "error": str(e)}

    def _try_get_tools(self) -> list[dict]:
        try:
            from tea_agent.agent import Agent

            agent = Agent(mode="lightweight")
            return [
                {"name": n, "input_schema": m.get("parameters", {})}
                for n, m in agent.toolkit.meta_map.items()
            ]
        except Exception:
            return [{"name": "chat", "description": "Chat with agent", "input_schema": {}}]


_server = AcpServer()


async def handle_agent_info(request):
    return JSONResponse(_server.get_agent_info())


def check_meta(name: str, meta: dict) -> tuple[int, str]:
    meta_exam = {
        "type": "function",
        "function": {
            "name": "<tool function name>",
            "description": "<what the tool does>",
            "parameters": {
                "type": "object",
                "properties": {"param1": {"type": "string", "description": "the first"}},
                "required": ["param1"],
            },
        },
    }
    meta_exam_str = json.dumps(meta_exam, ensure_ascii=False)
    if meta.get("type") != "function":
        return (2, f"meta.type must be 'function', see: {meta_exam_str}")
    return (0, name)

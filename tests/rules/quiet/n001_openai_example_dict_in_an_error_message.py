"""An OpenAI-shaped dict that no request sends (tea-agent's `Toolkit.save_tool`): the
example `meta_exam`, named `<tool function name>`, is only `json.dumps`'d into a validation
error's text. Everything done with it is read and none of it may send it, so it is no tool
and no N001 is reported about its name. The Anthropic tool the module does send is a tool,
and a correct one. (The ACP server's REST manifest of the same package needs the workspace
to see that nothing else calls its methods: `tests/discovery/provider_dicts_sent_nowhere.py`.)"""
import json

import anthropic

client = anthropic.Anthropic()


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


def ask(question: str):
    return client.messages.create(
        model="claude-sonnet-4-5",
        max_tokens=1024,
        messages=[{"role": "user", "content": question}],
        tools=[
            {
                "name": "get_weather",
                "description": "Current weather in a city.",
                "input_schema": {
                    "type": "object",
                    "properties": {"city": {"type": "string", "description": "The city."}},
                    "required": ["city"],
                },
            }
        ],
    )

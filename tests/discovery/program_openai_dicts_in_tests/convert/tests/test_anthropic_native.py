"""Unit tests of the conversion: the OpenAI-format dicts here are fixtures of the package's
own tool-handling code (converted, never sent to OpenAI), so they are no tools."""

# expect: none

from convert.anthropic_native import complete


def test_openai_dict_translates_to_anthropic_tool():
    out = complete(
        {
            "messages": [{"role": "user", "content": "Hi."}],
            "tools": [
                {
                    "type": "function",
                    "function": {"name": "f", "description": "", "parameters": {"type": "object"}},
                }
            ],
        }
    )
    assert out["tools"][0]["name"] == "f"

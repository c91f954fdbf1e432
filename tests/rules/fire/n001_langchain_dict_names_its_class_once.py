"""A tool class whose `name` has a space, and which also writes its OpenAI function dict by
hand naming it `self.name` (langchain-writer's `NoCodeAppTool.to_openai_tool`): one problem,
reported once, on the class's `name` field where it is written, not again on `self.name`.
A dict that writes its own literal name is its own finding."""
from typing import Any

from langchain_core.tools import BaseTool


class AppTool(BaseTool):
    name: str = "Run app"  # expect: N001, N005
    description: str = "Runs the application."

    def _run(self, inputs: str) -> Any:
        return inputs

    def to_openai_tool(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": {
                    "type": "object",
                    "properties": {"inputs": {"type": "string"}},
                    "required": ["inputs"],
                },
            },
        }

    def other_tool(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {
                "name": "Other app",  # expect: N001
                "description": "Runs the other application.",
                "parameters": {
                    "type": "object",
                    "properties": {"inputs": {"type": "string"}},
                    "required": ["inputs"],
                },
            },
        }

"""A tool class that also writes its OpenAI function dict by hand, naming it `self.name`
(langchain-writer's `NoCodeAppTool.to_openai_tool`): the name is the class's `name` field,
whose problem is reported there, on its cause, once. Here it is a valid name, so nothing at
all is reported; `fire/n001_langchain_dict_names_its_class_once.py` keeps the one finding."""
from typing import Any

from langchain_core.tools import BaseTool


class AppTool(BaseTool):
    name: str = "run_app"
    description: str = "Runs the application."

    def _run(self, inputs: str) -> Any:
        return inputs

    def to_openai_tool(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": {"type": "object", "properties": {}, "required": []},
            },
        }

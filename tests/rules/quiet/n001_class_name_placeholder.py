"""A tool class whose `name` is an empty placeholder: its toolkit makes every instance with
the name it sends (`ClickupAction(name=action["name"], ...)`), so the empty string is never
the tool's name and the name rules say nothing about it."""
from langchain_core.tools import BaseTool


class ClickupAction(BaseTool):
    name: str = ""
    description: str = "Run one ClickUp action."
    mode: str

    def _run(self, instructions: str) -> str:
        return instructions


def tools(actions: list[dict]) -> list[BaseTool]:
    return [ClickupAction(name=a["name"], description=a["description"], mode=a["mode"]) for a in actions]

"""A `FunctionTool` subclass that wraps a function of its own choosing in its `__init__`
(google-adk 2.13's `LoadMemoryTool`, `_BigtableQueryTool`): the function is the tool, and
the class's own `_get_declaration` is what is sent (not read by toolsight)."""

from google.adk.tools.function_tool import FunctionTool
from google.adk.tools.tool_context import ToolContext
from google.genai import types


# expect: google-adk recall recall
async def recall(query: str, tool_context: ToolContext) -> dict:
    """Recalls what the user said before."""
    return {"query": query}


def forget(query: str) -> None:
    """Not wrapped by any tool class."""


class RecallTool(FunctionTool):
    def __init__(self) -> None:
        super().__init__(recall)

    def _get_declaration(self) -> types.FunctionDeclaration:
        return types.FunctionDeclaration(
            name=self.name,
            description=self.description,
            parameters_json_schema={"type": "object", "properties": {"query": {"type": "string"}}},
        )


class Notebook:
    """No tool class: its `super().__init__(...)` wraps nothing."""

    def __init__(self) -> None:
        super().__init__()


recall_tool = RecallTool()

"""meshagent's own `@tool(name=..., description=...)` (from `meshagent.tools`, which toolsight
does not model), handed to its own `Toolkit(tools=...)`. The relative import `.adapter` reads as
`agents.adapter`; it made the module import openai-agents, so the `tools=` list became an
openai-agents tool (D001 "openai-agents sends no description" on a tool that has one).
"""
# expect: none
from meshagent.tools import FunctionTool, Toolkit, tool

from .adapter import LLMAdapter


class Channel:
    def __init__(self, adapter: LLMAdapter) -> None:
        self.adapter = adapter

    def make_toolkit(self) -> Toolkit:
        return Toolkit(name="chat", tools=self._build_chat_tools())

    def _make_attach_file_tool(self) -> FunctionTool:
        @tool(name="attach_file", description="attach a room file to the current thread")
        async def attach_file(path: str) -> None:
            return None

        return attach_file

    def _build_chat_tools(self) -> list[FunctionTool]:
        return [self._make_attach_file_tool()]

"""Tools named through the project's own helper (`self._tool("memo_read", self.read, ...)` whose
body is `StructuredTool.from_function(func=func, name=name, ...)`): the name sent is the
helper's argument, which toolsight does not read there, so no collision is claimed from the
methods' own names (sweep 8, seed 38: langchain-swarmmemo, 6 wrong)."""
from typing import Callable, Optional

from langchain_core.tools import BaseTool, BaseToolkit, StructuredTool
from pydantic import BaseModel


class ReadInput(BaseModel):
    room: str


class PostInput(BaseModel):
    room: str
    text: str


class MemoToolkit(BaseToolkit):
    include_posting: bool = True
    signed: Optional[str] = None

    def read(self, room: str) -> str:
        return room

    def find_work(self, room: str) -> str:
        return room

    def post(self, room: str, text: str) -> str:
        return text

    def memory_put(self, room: str, text: str) -> str:
        return text

    def _tool(self, name: str, func: Callable, schema: type[BaseModel], description: str) -> BaseTool:
        return StructuredTool.from_function(func=func, name=name, description=description, args_schema=schema)

    def get_tools(self) -> list[BaseTool]:
        tools = [
            self._tool("memo_read", self.read, ReadInput, "Read a room."),
            self._tool("memo_find_work", self.find_work, ReadInput, "List open tasks."),
        ]
        if self.include_posting:
            tools.insert(1, self._tool("memo_post", self.post, PostInput, "Post a message."))
        if self.signed is not None:
            tools += [self._tool("memo_memory_put", self.memory_put, PostInput, "Store a note.")]
        return tools

"""A crewai `BaseTool` whose description is given where it is built.

`RecallMemoryTool(memory=m, description=I18N_DEFAULT.tools("recall_memory"))` (crewai's
tools/memory_tools.py, its only construction site): `description` is a pydantic field of
`BaseTool`, so the keyword replaces the class's `""`, and what is sent is computed at run
time: unread, so D001 says nothing (and inserts no docstring).
"""
from typing import Any

from crewai.tools import BaseTool
from pydantic import BaseModel, Field


def texts(key: str) -> str:
    return key


class RecallSchema(BaseModel):
    queries: list[str] = Field(description="What to recall.")


class RecallMemoryTool(BaseTool):
    name: str = "Search memory"
    description: str = ""
    args_schema: type[BaseModel] = RecallSchema
    memory: Any = Field(exclude=True)

    def _run(self, queries: list[str]) -> str:
        return ""


def create_memory_tools(memory: Any) -> list[BaseTool]:
    return [RecallMemoryTool(memory=memory, description=texts("recall_memory"))]

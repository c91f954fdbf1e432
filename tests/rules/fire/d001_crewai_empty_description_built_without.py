"""A crewai `BaseTool` with `description: str = ""`, built without one.

Nothing gives the instance a description (`RecallMemoryTool(memory=m)`), so crewai sends
its empty one: the model is not told what the tool does.
"""
from typing import Any

from crewai.tools import BaseTool
from pydantic import BaseModel, Field


class RecallSchema(BaseModel):
    queries: list[str] = Field(description="What to recall.")


class RecallMemoryTool(BaseTool):
    name: str = "Search memory"  # expect: D001
    description: str = ""
    args_schema: type[BaseModel] = RecallSchema
    memory: Any = Field(exclude=True)

    def _run(self, queries: list[str]) -> str:
        return ""


def create_memory_tools(memory: Any) -> list[BaseTool]:
    return [RecallMemoryTool(memory=memory)]

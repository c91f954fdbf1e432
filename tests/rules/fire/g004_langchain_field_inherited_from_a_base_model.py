"""An `args_schema` that inherits a field from a base model of the same file: the finding about
that field is on the field where the base model writes it, as for the tool whose `args_schema`
is the base itself, not on the second tool's name."""
from typing import Any

from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field


class SearchInput(BaseModel):
    query: str = Field(description="The query.")
    options: dict[str, Any] | None = Field(default=None, description="Options.")  # expect: G004


class SearchMoreInput(SearchInput):
    limit: int = Field(default=5, description="The limit.")


class SearchTool(BaseTool):
    name: str = "search"
    description: str = "Search."
    args_schema: type[BaseModel] = SearchInput

    def _run(self, query: str, options: dict[str, Any] | None = None) -> str:
        return query


class SearchMoreTool(BaseTool):
    name: str = "search_more"
    description: str = "Search more."
    args_schema: type[BaseModel] = SearchMoreInput

    def _run(self, query: str, options: dict[str, Any] | None = None, limit: int = 5) -> str:
        return query

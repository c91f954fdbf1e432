"""A langchain `BaseTool` whose `args_schema` is set on a base class of the same module:
`BaseTool` is a pydantic model, so the subclass inherits the field's default and
`tool_call_schema` is that model's, not `_run(**kwargs)`'s signature (langchain-aws's Nova
system tools, sweep 6, seed 35). No parameter `kwargs` is sent, so nothing is an empty
OBJECT for Gemini."""
from typing import Any, Dict, Type

from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field


class _EmptyInput(BaseModel):
    """Empty input schema for server-side system tools."""


class SystemTool(BaseTool):
    """Base class for server-side system tools."""

    args_schema: Type[BaseModel] = _EmptyInput

    def to_bedrock_format(self) -> Dict[str, Any]:
        return {"systemTool": {"name": self.name}}

    def _run(self, **kwargs: Any) -> str:
        raise NotImplementedError("executed server-side")


class GroundingTool(SystemTool):
    """Web grounding."""

    name: str = "nova_grounding"
    description: str = "Searches the web for current information, server-side."


class QueryInput(BaseModel):
    query: str = Field(description="What to look up.")


class SearchBase(BaseTool):
    args_schema: Type[BaseModel] = QueryInput

    def _run(self, **kwargs: Any) -> str:
        return str(kwargs)


class SiteSearch(SearchBase):
    name: str = "site_search"
    description: str = "Search this site's pages."

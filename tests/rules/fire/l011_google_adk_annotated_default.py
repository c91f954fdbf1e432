"""Google ADK rebuilds an `Annotated` Field with the signature's default: a default given only
inside `Field(...)` is not sent, and the parameter becomes required."""
from typing import Annotated

from google.adk.tools import FunctionTool
from pydantic import Field


def search(
    query: str,
    limit: Annotated[int, Field(default=10, ge=1, description="How many results.")],  # expect: L011
    tags: Annotated[list[str], Field(default_factory=list, description="Tags to match.")],  # expect: L011
) -> list[str]:
    """Search the catalogue."""
    return []


search_tool = FunctionTool(search)

"""haystack builds the schema when `@tool` runs: a `Field(...)` as `Annotated` metadata becomes
a non-string description that fails the tool's JSON Schema check, and an unannotated
parameter is refused, so the module fails to import."""
from typing import Annotated

from haystack.tools import tool
from pydantic import Field


@tool
def top_results(query: str, count: Annotated[int, Field(ge=1, le=50)] = 10) -> list[str]:  # expect: L001
    """Top results for a query."""
    return []


@tool
def rename(old, new: str) -> str:  # expect: L001
    """Rename a file."""
    return new

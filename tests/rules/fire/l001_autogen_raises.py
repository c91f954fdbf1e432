"""autogen refuses `Annotated` metadata that is not a description string, and a strict tool
with a defaulted parameter; the model client converts every tool of a request at once."""
from typing import Annotated

from autogen_core.tools import FunctionTool
from pydantic import Field


def top_results(query: str, count: Annotated[int, Field(ge=1, le=50)]) -> list[str]:  # expect: L001
    """Top results for a query."""
    return []


def add(a: int, b: int = 1) -> int:  # expect: L001
    return a + b


top_tool = FunctionTool(top_results, description="Top results.")
add_tool = FunctionTool(add, description="Add two integers.", strict=True)

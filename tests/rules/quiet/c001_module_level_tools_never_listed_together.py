"""Two langchain tools with one name in a test module, each built for its own test and never
put in one list (langchain-to-mcp-tool-adapter's tests/test_tools.py): `@tool` makes a
standalone tool object, so nothing sends the two together; a module that lists both is where
the collision is reported."""
from typing import Annotated

from langchain_core.tools import tool
from pydantic import BaseModel, Field


@tool("multiplication-tool")
def multiply_type_annotation(a: Annotated[int, "scale factor"], b: Annotated[list[int], "values"]) -> int:
    """Multiply a by the maximum of b."""
    return a * max(b)


class CalculatorInput(BaseModel):
    a: int = Field(description="first number")
    b: int = Field(description="second number")


@tool("multiplication-tool", args_schema=CalculatorInput)
def multiply_pydantic(a: int, b: int) -> int:
    """Multiply two numbers."""
    return a * b


def test_type_annotation() -> None:
    assert multiply_type_annotation.invoke({"a": 2, "b": [1, 3]}) == 6


def test_pydantic() -> None:
    assert multiply_pydantic.invoke({"a": 2, "b": 3}) == 6

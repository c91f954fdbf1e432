"""The argument model of `tools.Calculator`, as in tests/corpus/l_langchain.py but in a module
of its own."""
from pydantic import BaseModel, Field


class CalculatorInput(BaseModel):
    a: int = Field(description="first number")
    b: int = Field(description="second number")

"""A crewai BaseTool subclass: native function calling drops the defaults of `_run`'s
parameters and makes them required (S011 reports the same for plain functions)."""
from crewai.tools import BaseTool


class Calculator(BaseTool):
    name: str = "calculator"  # expect: L011
    description: str = "Evaluate an arithmetic expression."

    def _run(self, expression: str, precision: int = 2) -> str:
        return expression


calculator = Calculator()

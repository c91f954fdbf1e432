"""A crewai BaseTool subclass: native function calling drops the defaults of `_run`'s
parameters and makes them required (S011 reports the same for plain functions). Without an
`args_schema` the properties are `_run`'s parameters: the finding sits on the default."""
from crewai.tools import BaseTool


class Calculator(BaseTool):
    name: str = "calculator"
    description: str = "Evaluate an arithmetic expression."

    def _run(self, expression: str, precision: int = 2) -> str:  # expect: L011
        return expression


calculator = Calculator()

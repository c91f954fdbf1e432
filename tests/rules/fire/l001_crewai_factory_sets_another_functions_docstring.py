"""A factory that sets another function's docstring: the tool it registers has none, and
crewai's `@tool` raises `ValueError: Function must have a docstring`."""
from crewai.tools import tool


def helper() -> None:
    pass


def mock_tool(tool_name: str, desc: str):
    def mock_function(input_data: str = "") -> str:  # expect: L001
        return input_data

    helper.__doc__ = f"Helper for {tool_name}."
    return tool(tool_name)(mock_function)

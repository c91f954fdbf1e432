"""A tool function whose docstring its factory sets at run time.

The f-string under `def mock_function` is an expression, not a docstring (Python only takes
a plain string literal as `__doc__`), but `mock_function.__doc__ = f"..."` sets one before
crewai's `@tool` reads it: crewai does not raise "Function must have a docstring"
(crewaimaster's mock tools). toolsight does not evaluate the assignment, so what the
docstring says is unread, and whether it is missing is not known.
"""
from crewai.tools import tool


def mock_tool(tool_name: str, desc: str):
    def create_mock_function(tool_name, desc):
        def mock_function(input_data: str = "") -> str:
            f"""Mock {tool_name} tool. {desc}"""
            return input_data

        mock_function.__doc__ = f"""Mock {tool_name} tool for testing. {desc}"""
        return mock_function

    mock_func = create_mock_function(tool_name, desc)
    return tool(tool_name)(mock_func)

"""camel only: module-level `FunctionTool(f)` objects, two with a user-given
`openai_tool_schema` (validated by get_openai_tool_schema(), not rebuilt; by keyword and as the
second positional argument), and docstrings in the
styles camel's docstring_parser reads for parameter descriptions (the FunctionTool's
get_openai_tool_schema() is rendered)."""
from typing import Literal, Optional

from camel.toolkits import FunctionTool


def _weather_impl(city: str, days: int = 3) -> str:
    r"""Forecast for a city.

    Args:
        city (str): The city name.
        days (int, optional): How many days ahead. (default: :obj:`3`)

    Returns:
        str: The forecast.
    """
    return city


weather_tool = FunctionTool(_weather_impl)


def _search_impl(query: str, limit: int = 5) -> list[str]:
    """Search the catalogue."""
    return []


search_tool = FunctionTool(
    _search_impl,
    openai_tool_schema={
        "type": "function",
        "function": {
            "name": "catalogue_search",
            "description": "A hand-written schema.",
            "parameters": {
                "type": "object",
                "properties": {
                    "query": {"type": "string", "description": "What to search for."},
                    "limit": {"type": "integer", "description": "How many results."},
                },
                "required": ["query"],
            },
        },
    },
)


def _lookup_impl(word: str) -> str:
    """Look a word up."""
    return word


# The schema as the second positional argument: the same as `openai_tool_schema=`.
lookup_tool = FunctionTool(
    _lookup_impl,
    {
        "type": "function",
        "function": {
            "name": "dictionary_lookup",
            "description": "A schema given positionally.",
            "parameters": {
                "type": "object",
                "properties": {"word": {"type": "string", "description": "The word."}},
                "required": ["word"],
            },
        },
    },
)


def sphinx_style(path: str, mode: Literal["r", "w"] = "r", encoding: Optional[str] = None) -> str:
    """Open a file.

    :param path: Where the file is.
    :param mode: How to open it.
    :param encoding: The text encoding.
    :return: The contents.
    """
    return path


def undocumented(a: int, b: int) -> int:
    """No parameter descriptions."""
    return a + b

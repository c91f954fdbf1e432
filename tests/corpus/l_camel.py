"""camel only: module-level `FunctionTool(f)` objects, two with a user-given
`openai_tool_schema` (validated by get_openai_tool_schema(), not rebuilt; by keyword and as the
second positional argument), and docstrings in the
styles camel's docstring_parser reads for parameter descriptions (the FunctionTool's
get_openai_tool_schema() is rendered), and a `BaseToolkit` whose `get_tools()` hands out
wrapped methods (issue 25, item 7): one kept by `functools.wraps` (camel reads the method
through `__wrapped__`), one replaced by a bare closure (camel reads the closure)."""
from typing import Literal, Optional

import functools

from camel.toolkits import BaseToolkit, FunctionTool


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


def _logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


def _counted(fn):
    def counting(*args, **kwargs):
        return fn(*args, **kwargs)

    return counting


class ArchiveToolkit(BaseToolkit):
    def find_records(self, query: str, year: Optional[int] = None) -> list[str]:
        r"""Find archive records.

        Args:
            query (str): Words to look for.
            year (Optional[int]): Only records of this year.
        """
        return []

    def count_records(self, query: str) -> int:
        r"""Count archive records."""
        return 0

    def get_tools(self) -> list[FunctionTool]:
        return [FunctionTool(_logged(self.find_records)), FunctionTool(_counted(self.count_records))]


archive_toolkit = ArchiveToolkit()

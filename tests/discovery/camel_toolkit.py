"""camel-ai (`from camel.toolkits import FunctionTool, BaseToolkit`, `from camel.agents import ChatAgent`).

Idioms: `FunctionTool(fn)` on module functions, a `BaseToolkit` subclass whose `get_tools()`
returns `[FunctionTool(self.m), ...]`, one whose `get_tools()` builds the list with a
comprehension over a tuple of bound methods, plain functions in `ChatAgent(tools=[...])`
(camel wraps callables), `toolkit.get_tools()` spread into the agent's list, and a toolkit
whose `get_tools()` hands out methods through a wrapper of another package
(`FunctionTool(retry(self.fetch_page))`: the method, with a note that the wrapper is unread).

Not tools: toolkit methods not returned by `get_tools()`, a helper.
"""

from camel.agents import ChatAgent
from camel.toolkits import BaseToolkit, FunctionTool
from tenacity import retry


def search_wiki(entity: str) -> str:
    r"""Search Wikipedia for an entity.

    Args:
        entity (str): The entity to look up.

    Returns:
        str: The first paragraph of the article.
    """
    return ""


def get_population(country: str) -> int:
    r"""Population of a country.

    Args:
        country (str): Country name.
    """
    return 0


class MathToolkit(BaseToolkit):
    r"""Basic arithmetic."""

    # expect: camel MathToolkit.math_add math_add
    def math_add(self, a: float, b: float) -> float:
        r"""Adds two numbers."""
        return a + b

    # expect: camel MathToolkit.math_multiply math_multiply
    def math_multiply(self, a: float, b: float, decimal_places: int = 2) -> float:
        r"""Multiplies two numbers."""
        return round(a * b, decimal_places)

    def add(self, *args, **kwargs):
        r"""Deprecated alias, not returned by get_tools: not a tool."""
        return self.math_add(*args, **kwargs)

    def get_tools(self) -> list[FunctionTool]:
        return [FunctionTool(self.math_add), FunctionTool(self.math_multiply)]


class NotesToolkit(BaseToolkit):
    r"""In-memory notes."""

    def __init__(self, timeout: float | None = None) -> None:
        super().__init__(timeout=timeout)
        self.notes: dict[str, str] = {}

    # expect: camel NotesToolkit.write_note write_note
    def write_note(self, title: str, body: str) -> str:
        r"""Write a note."""
        self.notes[title] = body
        return title

    # expect: camel NotesToolkit.read_note read_note
    def read_note(self, title: str) -> str:
        r"""Read a note."""
        return self.notes.get(title, "")

    def _dump(self) -> str:
        r"""Private helper: not a tool."""
        return str(self.notes)

    def get_tools(self) -> list[FunctionTool]:
        return [FunctionTool(method) for method in (self.write_note, self.read_note)]


class PageToolkit(BaseToolkit):
    r"""Web pages, retried."""

    # expect: camel PageToolkit.fetch_page fetch_page
    def fetch_page(self, url: str) -> str:
        r"""Fetch a page."""
        return url

    def get_tools(self) -> list[FunctionTool]:
        return [FunctionTool(retry(self.fetch_page))]


def _slug(text: str) -> str:
    """Helper, not a tool."""
    return text.lower()


# expect: camel search_wiki search_wiki
wiki_tool = FunctionTool(search_wiki)

# expect: camel get_population get_population
agent = ChatAgent(
    system_message="You are a helpful research assistant.",
    tools=[wiki_tool, get_population, *MathToolkit().get_tools(), *NotesToolkit().get_tools()],
)

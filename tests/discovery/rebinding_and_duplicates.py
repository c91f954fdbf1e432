"""Re-bound names, duplicate defs and `__name__` renames.

Idioms and the Python semantics the expectations follow:
* two decorated defs of one name: each decoration runs on its own function, so both are
  tools (told apart here by `name_override=`);
* a wrapper call between two defs (`StructuredTool.from_function(lookup)`) captures the def
  bound at that moment; a second call after the second def captures the second;
* `Agent(tools=[fetch])` after two defs of `fetch` sees only the second one (the first,
  renamed `fetch_legacy`, must not appear);
* a name bound to another function (`search = full_text_search`): the tool is the function
  the name points to (qualname and `__name__` of `full_text_search`);
* `__name__` renames: before the wrapper reads the name (counts) and after (does not).

Not tools: the first `fetch`, `keyword_search` (its name was re-bound before use).
"""

from agents import function_tool
from langchain_core.tools import StructuredTool
from pydantic_ai import Agent, Tool


# expect: openai-agents search_orders search_orders_v1
@function_tool(name_override="search_orders_v1")
def search_orders(customer: str) -> list[str]:
    """Old order search."""
    return []


# expect: openai-agents search_orders search_orders
@function_tool
def search_orders(customer: str, status: str = "any") -> list[str]:  # noqa: F811
    """New order search with a status filter."""
    return []


def lookup(key: str) -> str:
    """Version 1: exact key."""
    return ""


# expect: langchain lookup lookup_exact
exact_lookup = StructuredTool.from_function(lookup, name="lookup_exact")


def lookup(key: str, fuzzy: bool = True) -> str:  # noqa: F811
    """Version 2: fuzzy matching."""
    return ""


# expect: langchain lookup lookup
fuzzy_lookup = StructuredTool.from_function(lookup)


def fetch(url: str) -> str:
    """First definition, renamed then shadowed: never given to the agent."""
    return ""


fetch.__name__ = "fetch_legacy"


def fetch(url: str, timeout: float = 10.0) -> str:  # noqa: F811
    """Second definition: the one `Agent(tools=[fetch])` receives."""
    return ""


def keyword_search(query: str) -> list[str]:
    """Bound to `search` first, then `search` is re-bound: not a tool."""
    return []


def full_text_search(query: str, limit: int = 10) -> list[str]:
    """Full-text search; reached through the name `search`."""
    return []


search = keyword_search
search = full_text_search


def translate(text: str, target: str) -> str:
    """Translate a text."""
    return text


translate.__name__ = "translate_text"


def detect_language(text: str) -> str:
    """Detect the language of a text."""
    return "en"


# expect: pydantic-ai fetch fetch
# expect: pydantic-ai full_text_search full_text_search
# expect: pydantic-ai translate translate_text
# expect: pydantic-ai detect_language detect_language
agent = Agent("openai:gpt-4o", tools=[fetch, search, translate, Tool(detect_language)])

# Renamed after the agent read the name: the agent keeps `detect_language`.
detect_language.__name__ = "language_id"

"""abstractllm 1.1.5 (`from abstractllm.tools import tool, register, ToolRegistry, ...`).

Idioms: `@tool` bare and `@tool(name=..., tags=...)`, `@register`, `register(fn, name=...)`
by call, `@registry.register(name=...)` on a local `ToolRegistry`,
`function_to_tool_definition(fn)`, `ToolDefinition.from_function(fn)`,
`create_session(provider, tools=[...])` and `session.add_tool(fn)`.

Tool names: abstractllm's providers build the payload with
`ToolDefinition.from_function(callable)`, which reads `__name__` (the `@tool` wrapper keeps it
through `functools.wraps`); the `name=` options of `@tool`, `register` and
`ToolRegistry.register` never reach that payload, so every expected name here is the
function's `__name__` (as in tests/goldens/abstractllm). abstractllm 1.1.5 has no
`register_tool` function.

Not tools: a function only called by a tool, a class with a `register` method of its own.
"""

from typing import Optional

from abstractllm import create_session
from abstractllm.tools import ToolDefinition, ToolRegistry, function_to_tool_definition, register, tool


# expect: abstractllm search_web search_web
@tool
def search_web(query: str, max_results: int = 10) -> list[str]:
    """Search the web for information.

    Args:
        query: The search query.
        max_results: Maximum number of results.
    """
    return []


# expect: abstractllm read_page read_page
@tool(name="fetch_page", description="Fetch a web page.", tags=["web"])
def read_page(url: str) -> str:
    """Read a web page."""
    return ""


# expect: abstractllm list_files list_files
@register
def list_files(directory: str = ".", pattern: Optional[str] = None) -> list[str]:
    """List files in a directory."""
    return []


def word_count(text: str) -> int:
    """Count words."""
    return len(text.split())


# expect: abstractllm word_count word_count
register(word_count, name="count_words")

local_registry = ToolRegistry()


# expect: abstractllm lookup lookup
@local_registry.register(name="kb_lookup", description="Look up the knowledge base.")
def lookup(term: str) -> str:
    """Original description."""
    return term


def summarize(text: str, sentences: int = 3) -> str:
    """Summarize a text."""
    return text


def translate(text: str, target: str = "en") -> str:
    """Translate a text."""
    return text


def read_file(path: str) -> str:
    """Read a local file."""
    return ""


def write_file(path: str, content: str) -> bool:
    """Write a local file."""
    return True


def _normalize(text: str) -> str:
    """Only called by the tools; not a tool."""
    return text.strip()


class Plugin:
    """Not an abstractllm registry: its `register` is its own."""

    def register(self, fn):
        return fn


plugin = Plugin()
plugin.register(_normalize)

# expect: abstractllm summarize summarize
summary_definition = function_to_tool_definition(summarize)
# expect: abstractllm translate translate
translate_definition = ToolDefinition.from_function(translate)

# expect: abstractllm read_file read_file
session = create_session("anthropic", model="claude-3-5-haiku-20241022", tools=[read_file, search_web])
# expect: abstractllm write_file write_file
session.add_tool(write_file)

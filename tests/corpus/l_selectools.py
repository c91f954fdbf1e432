"""Tools written for selectools: @tool(...) and a ToolRegistry."""
from typing import Literal, Optional

from selectools import ToolRegistry, tool


@tool()
def get_weather(city: str, units: str = "metric") -> str:
    """Get the current weather.

    Args:
        city: The city name.
        units: metric or imperial.
    """
    return city


@tool(name="weather_lookup", description="Look up the weather (overridden description).")
def renamed_weather(city: str) -> str:
    """The original docstring, replaced by description=."""
    return city


@tool(
    param_metadata={
        "units": {"description": "Unit system", "enum": ["metric", "imperial"]},
        "city": {"description": "City to convert for"},
    }
)
def convert(city: str, units: str, precision: int = 2) -> str:
    """Convert with parameter metadata."""
    return city


@tool(injected_kwargs={"db": None})
def run_query(sql: str, db: object = None, limit: Optional[int] = None) -> str:
    """A hidden injected parameter."""
    return sql


@tool(config_injector=lambda: {"api_key": "secret"})
def call_api(endpoint: str, api_key: str = "") -> str:
    """config_injector does not hide parameters."""
    return endpoint


@tool()
def choose_level(level: Literal[1, 2, 3], mode: Literal["fast", "safe"] = "fast") -> str:
    """An int Literal (breaks the Gemini declaration)."""
    return mode


@tool()
def bulk(matrix: list[list[float]], labels: list[str], counts: dict[str, int], raw: list) -> int:
    """Collections: nested, typed, dict and bare."""
    return 0


@tool()
def mixed_union(value: int | str, maybe: float | None) -> str:
    """A multi-type union and an optional without default."""
    return str(value)


@tool()
def no_docstring_tool(x: int) -> int:
    return x


@tool(name="method_like")
def method_like(self, query: str) -> str:
    """A first parameter named self makes selectools build a descriptor."""
    return query


registry = ToolRegistry()


@registry.tool(name="kb_search", description="Search the knowledge base.")
def search_kb(query: str, top_k: int = 5) -> str:
    """Original docstring."""
    return query


@registry.tool()
def summarize(text: str, max_words: Optional[int] = None) -> str:
    """Summarize a text."""
    return text


def registered_directly(note: str, tags: list[str] | None = None) -> str:
    """Wrapped with tool(...) and passed to registry.register()."""
    return note


registry.register(tool(name="add_note")(registered_directly))


def plain_function(a: int, b: float = 1.5) -> float:
    """A module function that is not decorated."""
    return a * b

"""selectools (`from selectools import tool, ToolRegistry, Agent`).

Idioms: `@tool()` and `@tool(name=..., description=...)` (selectools' decorator takes keyword
options only, so it is always called), `@registry.tool()` and `@registry.tool(name=...)` on a
`ToolRegistry` instance, `registry.register(tool(name=...)(fn))`, `@tool()` on a method (a
descriptor that binds per instance; qualname `Class.method`), and tools in
`Agent(tools=[...])`, including `registry.all()`.

Not tools: an undecorated method, a function only referenced in a docstring.
"""

from selectools import Agent, AnthropicProvider, ToolRegistry, tool


# expect: selectools get_weather get_weather
@tool()
def get_weather(city: str, units: str = "metric") -> str:
    """Get the current weather.

    Args:
        city: The city name.
        units: metric or imperial.
    """
    return city


# expect: selectools convert_temperature convert_temp
@tool(name="convert_temp", description="Convert a temperature between scales.")
def convert_temperature(value: float, to: str) -> float:
    """Original docstring, replaced by description=."""
    return value


registry = ToolRegistry()


# expect: selectools search_kb kb_search
@registry.tool(name="kb_search", description="Search the knowledge base.")
def search_kb(query: str, top_k: int = 5) -> str:
    """Original docstring."""
    return query


# expect: selectools summarize summarize
@registry.tool()
def summarize(text: str, max_words: int = 100) -> str:
    """Summarize a text."""
    return text


def add_note(note: str, tags: list = []) -> str:  # noqa: B006
    """Add a note (wrapped with tool(...) and registered by call)."""
    return note


# expect: selectools add_note save_note
registry.register(tool(name="save_note")(add_note))


class Inventory:
    """Stock lookups; `@tool()` on methods gives per-instance tools."""

    def __init__(self, warehouse: str) -> None:
        self.warehouse = warehouse

    # expect: selectools Inventory.stock_level stock_level
    @tool()
    def stock_level(self, sku: str) -> int:
        """Units of a SKU in this warehouse."""
        return 0

    def restock(self, sku: str, quantity: int) -> None:
        """Undecorated: not a tool."""


inventory = Inventory("berlin")
agent = Agent(
    tools=[get_weather, convert_temperature, inventory.stock_level, *registry.all()],
    provider=AnthropicProvider(),
)

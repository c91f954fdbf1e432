"""strands-agents (`from strands import Agent, tool`).

Idioms: `@tool` bare, `@tool(name=..., description=...)`, `@tool(context=True)` (the
`ToolContext` parameter is hidden), a decorated method on a class passed as a bound method,
and tools in `Agent(tools=[...])`.

Not tools: a plain, undecorated function in `Agent(tools=[...])` (strands only accepts
decorated tools, modules, paths and `AgentTool` objects: it logs `unrecognized tool
specification` and skips it), a helper.
"""

from strands import Agent, ToolContext, tool


# expect: strands word_count word_count
@tool
def word_count(text: str) -> int:
    """Count words in text.

    Args:
        text: The text to count words in.
    """
    return len(text.split())


# expect: strands fetch_weather weather_lookup
@tool(name="weather_lookup", description="Current weather for a city.")
def fetch_weather(city: str, units: str = "metric") -> dict:
    """Fetch the weather (description overridden by the decorator)."""
    return {"city": city}


# expect: strands remember remember
@tool(context=True)
def remember(fact: str, tool_context: ToolContext) -> str:
    """Store a fact in the agent state."""
    tool_context.agent.state.set("fact", fact)
    return "stored"


class Library:
    """Book search over a catalogue."""

    def __init__(self, catalogue: dict[str, str]) -> None:
        self.catalogue = catalogue

    # expect: strands Library.find_book find_book
    @tool
    def find_book(self, title: str) -> str:
        """Find a book by title.

        Args:
            title: The book title.
        """
        return self.catalogue.get(title, "not found")


def letter_counter(word: str, letter: str) -> int:
    """Undecorated: strands does not accept a bare callable; not a tool."""
    return word.lower().count(letter.lower())


def _strip(text: str) -> str:
    """Helper, not a tool."""
    return text.strip()


library = Library({"Dune": "Frank Herbert"})
agent = Agent(
    system_prompt="You are a helpful librarian.",
    tools=[word_count, fetch_weather, remember, library.find_book, letter_counter],
)

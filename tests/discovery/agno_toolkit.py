"""agno (`from agno.tools import Toolkit, tool`, `from agno.agent import Agent`).

Idioms: `@tool` bare and `@tool(name=...)` on module functions; a `Toolkit` subclass that
passes bound methods to `super().__init__(tools=[self.m, ...])`; one that calls
`self.register(self.m)` and `self.register(self.m, name=...)` in `__init__`; a `@tool`
decorated method listed in `tools=[...]` (its decorator `name=` wins); plain functions and
toolkit instances in `Agent(tools=[...])`; `from agno.tools import tool as agno_tool`.

Not tools: toolkit methods neither listed nor registered, `__init__` itself, a plain function
that reaches no agent or toolkit.
"""

import json

from agno.agent import Agent
from agno.models.openai import OpenAIChat
from agno.tools import Toolkit, tool
from agno.tools import tool as agno_tool


# expect: agno get_top_stories get_top_stories
@tool
def get_top_stories(num_stories: int = 5) -> str:
    """Get the top stories from Hacker News.

    Args:
        num_stories: Number of stories to return.
    """
    return json.dumps([])


# expect: agno lookup_user find_user
@tool(name="find_user", show_result=True, cache_results=True)
def lookup_user(username: str) -> str:
    """Look a Hacker News user up."""
    return "{}"


# expect: agno count_words count_words
@agno_tool(requires_confirmation=True)
def count_words(text: str) -> int:
    """Count the words in a text."""
    return len(text.split())


class ShellTools(Toolkit):
    """Runs shell commands; tools passed to the base constructor."""

    def __init__(self, base_dir: str = ".", **kwargs) -> None:
        self.base_dir = base_dir
        super().__init__(name="shell_tools", tools=[self.run_shell_command, self.list_files], **kwargs)

    # expect: agno ShellTools.run_shell_command run_shell_command
    def run_shell_command(self, args: list[str], tail: int = 100) -> str:
        """Run a shell command and return the last lines of its output."""
        return ""

    # expect: agno ShellTools.list_files ls
    @tool(name="ls")
    def list_files(self, directory: str = ".") -> list[str]:
        """List the files of a directory."""
        return []

    def _resolve(self, path: str) -> str:
        """Not listed: not a tool."""
        return path


class CalculatorTools(Toolkit):
    """Arithmetic; tools registered one by one."""

    def __init__(self, enable_divide: bool = True) -> None:
        super().__init__(name="calculator")
        self.register(self.add)
        self.register(self.subtract, name="minus")
        if enable_divide:
            self.register(self.divide)

    # expect: agno CalculatorTools.add add
    def add(self, a: float, b: float) -> str:
        """Add two numbers."""
        return json.dumps({"result": a + b})

    # expect: agno CalculatorTools.subtract minus
    def subtract(self, a: float, b: float) -> str:
        """Subtract b from a."""
        return json.dumps({"result": a - b})

    # expect: agno CalculatorTools.divide divide
    def divide(self, a: float, b: float) -> str:
        """Divide a by b."""
        return json.dumps({"result": a / b})

    def modulo(self, a: int, b: int) -> str:
        """Never registered: not a tool."""
        return json.dumps({"result": a % b})


def get_time(timezone: str = "UTC") -> str:
    """Current time in a timezone."""
    return "10:30"


def slugify(text: str) -> str:
    """Helper, reaches no agent."""
    return text.lower().replace(" ", "-")


# expect: agno get_time get_time
agent = Agent(
    model=OpenAIChat(id="gpt-4o"),
    tools=[get_top_stories, lookup_user, count_words, get_time, ShellTools(), CalculatorTools()],
    markdown=True,
)

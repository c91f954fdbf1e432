"""Negative: framework names shadowed before use.

* `tool` imported from langchain-core, then re-bound by a local `def tool` before the
  decorations below (Python looks the name up when the decorator line runs);
* `Agent` imported from pydantic-ai, then re-bound by a local class of the same name;
* a function parameter named like the module-level agent (`agent`), whose annotation is a
  local event bus with a `tool` method of its own;
* a loop variable named `mcp` shadowing the server.

None of the decorated or listed functions reaches a framework.
"""

# expect: none

from collections.abc import Callable
from typing import Any

from langchain_core.tools import tool
from mcp.server.fastmcp import FastMCP
from pydantic_ai import Agent

mcp = FastMCP("shadowed")
agent = Agent("openai:gpt-4o")


def tool(fn: Callable[..., Any]) -> Callable[..., Any]:  # noqa: F811
    """Local re-definition: from here on `@tool` is this function."""
    fn.is_command = True
    return fn


@tool
def reindex(collection: str) -> int:
    """Decorated by the local `tool`."""
    return 0


class Agent:  # noqa: F811
    """A local class re-binding the imported name."""

    def __init__(self, name: str, tools: list[Callable[..., Any]] | None = None) -> None:
        self.name = name
        self.tools = tools or []


def vacuum(table: str) -> None:
    """Listed for the local Agent class only."""


janitor = Agent("janitor", tools=[vacuum])


class EventBus:
    """Subscribes handlers to named events."""

    def tool(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        return fn


def wire(agent: EventBus) -> None:
    @agent.tool
    def on_saved(document_id: str) -> None:
        """Subscribed to the bus, not to the pydantic-ai agent."""


class Recorder:
    def add_tool(self, fn: Callable[..., Any]) -> None:
        pass


def replay(log: list[Callable[..., Any]]) -> None:
    for mcp in [Recorder()]:
        for entry in log:
            mcp.add_tool(entry)

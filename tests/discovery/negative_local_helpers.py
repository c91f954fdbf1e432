"""Negative: a project's own `tool` decorator, `Agent` class and `register` function.

Nothing in this file comes from a tool framework: the names `tool`, `Tool`, `Agent`,
`register` and the keyword `tools=` are the project's own, so no function here is a tool.
"""

# expect: none

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

REGISTRY: dict[str, Callable[..., Any]] = {}


def tool(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Local decorator: records a function for the CLI's `help` command."""
    REGISTRY[fn.__name__] = fn
    return fn


def register(fn: Callable[..., Any], name: str | None = None) -> None:
    """Local registration helper."""
    REGISTRY[name or fn.__name__] = fn


@dataclass
class Tool:
    """A workshop tool in the inventory domain model."""

    name: str
    weight_kg: float


@dataclass
class Agent:
    """A sales agent in the CRM domain model."""

    name: str
    tools: list[Callable[..., Any]] = field(default_factory=list)


@tool
def greet(name: str) -> str:
    """Greet someone on the command line."""
    return f"Hello {name}"


@tool
def version() -> str:
    """Print the version."""
    return "1.0"


def export_csv(path: str) -> None:
    """Export the CRM as CSV."""


register(export_csv, name="export")

hammer = Tool(name="hammer", weight_kg=0.6)
alice = Agent(name="Alice", tools=[greet, export_csv])

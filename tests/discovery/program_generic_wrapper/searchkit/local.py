"""The project's own generic classes: wrapping with them makes no tool."""

# expect: none

from dataclasses import dataclass
from typing import Any, Callable, Generic, TypeVar

T = TypeVar("T")


class Box(Generic[T]):
    def __init__(self, fn: Callable[..., Any], name: str = "") -> None:
        self.fn = fn
        self.name = name


class Tool(Generic[T]):
    """Not pydantic-ai's: the project's own command wrapper."""

    def __init__(self, fn: Callable[..., Any], name: str = "") -> None:
        self.fn = fn


@dataclass
class Counter:
    start: int = 0

    def __call__(self, step: int) -> int:
        return self.start + step


boxed = Box[Any](Counter().__call__, name="counter")
wrapped = Tool[Any](Counter(start=1).__call__, name="counter_tool")

"""A project class that happens to be named LearningStore: not agno's."""

# expect: none

from typing import Callable, List


class LearningStore:
    def get_tools(self) -> List[Callable]:
        return []


class Scratch(LearningStore):
    def get_tools(self) -> List[Callable]:
        def scribble(text: str) -> str:
            """Not a tool: a project class, not agno's store."""
            return text

        return [scribble]

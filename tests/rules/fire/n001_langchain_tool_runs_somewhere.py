"""Tool classes that an agent can run, though one of their methods raises
`NotImplementedError`: an async-only tool (`_run` raises, `_arun` works: `ainvoke` runs it),
a `_run` that raises only on one branch, and a tool that overrides `invoke` (recall-langgraph's
`DurableTool`). Both are function tools: their names reach the
providers, and a name with spaces is rejected there."""
from typing import Any

from langchain_core.tools import BaseTool


class AsyncSearch(BaseTool):
    name: str = "Async search"  # expect: N001, N005
    description: str = "Searches the web."

    def _run(self, query: str) -> str:
        raise NotImplementedError("use ainvoke")

    async def _arun(self, query: str) -> str:
        return query


class Lookup(BaseTool):
    name: str = "Look up"  # expect: N001, N005
    description: str = "Looks a word up."

    def _run(self, word: str) -> str:
        if not word:
            raise NotImplementedError("empty words")
        return word


class Durable(BaseTool):
    """Runs through `invoke`, which it overrides: `_run` is never called."""

    name: str = "Durable step"  # expect: N001, N005
    description: str = "Runs a step durably."

    def _run(self, step: str) -> Any:
        raise NotImplementedError("runs through invoke")

    def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        return input

"""Bindings made in a branch add to the ones before them (either may reach the registration),
and helpers that wrap a function by copying its `__name__` stand for the wrapped function.

Covers: `method = TOOL_MAP[name]` then, in an `if`, `method = self._wrap(method)`;
`fn = sync_search` then, in an `if`, `fn = async_search`; a `make_bound(func)` helper whose
closure calls `func` and takes its `__name__`.
"""

from typing import Any, Callable

from camel.toolkits import BaseToolkit, FunctionTool
from pydantic_ai import Agent, Tool


class BrowserToolkit(BaseToolkit):
    def __init__(self, slow: bool = False) -> None:
        self.slow = slow

    # expect: camel BrowserToolkit.open_page open_page
    def open_page(self, url: str) -> str:
        """Open a page."""
        return url

    # expect: camel BrowserToolkit.click click
    def click(self, selector: str) -> str:
        """Click an element."""
        return selector

    def _wrap(self, method: Callable[..., Any]) -> Callable[..., Any]:
        def slowed(*args: Any, **kwargs: Any) -> Any:
            return method(*args, **kwargs)

        slowed.__name__ = method.__name__
        return slowed

    def get_tools(self) -> list[FunctionTool]:
        tool_map = {"open_page": self.open_page, "click": self.click}
        tools = []
        for name in ("open_page", "click"):
            method = tool_map[name]
            if self.slow:
                method = self._wrap(method)
            tools.append(FunctionTool(method))
        return tools


# expect: pydantic-ai sync_search sync_search
def sync_search(query: str) -> list[str]:
    """Search, blocking."""
    return []


# expect: pydantic-ai async_search async_search
async def async_search(query: str) -> list[str]:
    """Search, asynchronously."""
    return []


def make_agent(use_async: bool) -> Agent:
    fn = sync_search
    if use_async:
        fn = async_search
    return Agent("openai:gpt-4o", tools=[Tool(fn)])

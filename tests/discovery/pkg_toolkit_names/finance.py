"""An agno toolkit registering methods named by constants of another module."""
from typing import Any, Callable, List, Tuple

from agno.tools import Toolkit

from pkg_toolkit_names.names import GET_NEWS, GET_QUOTE

_ORDER: Tuple[str, ...] = (GET_QUOTE, GET_NEWS)


class FinanceTools(Toolkit):
    def __init__(self, **kwargs: Any) -> None:
        tools: List[Callable] = []
        for tool_name in _ORDER:
            tools.append(getattr(self, tool_name))
        super().__init__(name="finance", tools=tools, **kwargs)

    # expect: agno FinanceTools.get_quote get_quote
    def get_quote(self, symbol: str) -> float:
        """Latest quote."""
        return 0.0

    # expect: agno FinanceTools.get_news get_news
    def get_news(self, symbol: str) -> list[str]:
        """Latest news."""
        return []

    def get_history(self, symbol: str) -> list[float]:
        """Not in the order: not a tool."""
        return []

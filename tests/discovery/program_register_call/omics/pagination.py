"""A project wrapper that returns a new callable around the tool."""

# expect: none

from functools import wraps
from typing import Any, Callable


def paginating(tool_name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    @wraps(fn)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        return await fn(*args, **kwargs)

    return wrapper


def describing(tool_name: str) -> Callable[..., Any]:
    async def describe(**kwargs: Any) -> str:
        return tool_name

    return describe

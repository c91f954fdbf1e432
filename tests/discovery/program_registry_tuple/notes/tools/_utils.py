"""The project's registry decorator, and a look-alike that registers nothing."""

# expect: none

import functools
import logging
from collections.abc import Callable
from typing import Any

logger = logging.getLogger(__name__)

_tool_registry: list[tuple[str, Callable[..., Any]]] = []
_audit_log: list[Callable[..., Any]] = []


def logged_tool() -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Decorated tools are added to the registry for later registration."""

    def decorator(func: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            logger.debug("MCP Request: %s", func.__name__)
            return func(*args, **kwargs)

        _tool_registry.append((func.__name__, wrapper))
        return wrapper

    return decorator


def audited() -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Records the function in an audit list that is only printed."""

    def decorator(func: Callable[..., Any]) -> Callable[..., Any]:
        _audit_log.append(func)
        return func

    return decorator


def register_all_tools(mcp: Any) -> None:
    """Register all collected tools with the MCP instance."""
    for _, wrapper in _tool_registry:
        mcp.tool()(wrapper)


def print_audit() -> None:
    for func in _audit_log:
        print(func.__name__)

"""The tool registry: a decorator factory appending to a module list, and its getter."""

# expect: none

from typing import Any, Callable

_tool_registry: list[dict[str, Any]] = []


def unity_tool(
    name: str | None = None,
    description: str | None = None,
    group: str | None = "core",
    **kwargs: Any,
) -> Callable:
    """Decorator for registering MCP tools in the server's tools directory."""

    def decorator(func: Callable) -> Callable:
        tool_name = name if name is not None else func.__name__
        tool_kwargs = dict(kwargs)
        if group is not None:
            tool_kwargs["tags"] = {f"group:{group}"}
        _tool_registry.append(
            {
                "func": func,
                "name": tool_name,
                "description": description,
                "kwargs": tool_kwargs,
            }
        )
        return func

    return decorator


def get_registered_tools() -> list[dict[str, Any]]:
    """Get all registered tools."""
    return _tool_registry.copy()

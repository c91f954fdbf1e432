"""A look-alike registry whose entries are only listed by name, never registered."""

# expect: none

from typing import Any, Callable

_resources: list[dict[str, Any]] = []


def resource_entry(uri: str) -> Callable:
    def decorator(func: Callable) -> Callable:
        _resources.append({"func": func, "uri": uri})
        return func

    return decorator


def resource_names() -> list[str]:
    return [r["uri"] for r in _resources]

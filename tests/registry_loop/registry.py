"""homeshed-mcp's `registry.py` (issue 26, seed 53): `@tool` only records a capability in a
module-level list, which `discover()` returns; server.py registers each one."""
from dataclasses import dataclass
from typing import Callable

_REGISTRY: list["Capability"] = []


@dataclass
class Capability:
    name: str
    category: str
    doc: str
    func: Callable


def tool(*, name: str, category: str, doc: str):
    def wrap(func: Callable) -> Callable:
        _REGISTRY.append(Capability(name=name, category=category, doc=doc, func=func))
        return func

    return wrap


def discover() -> list[Capability]:
    return list(_REGISTRY)

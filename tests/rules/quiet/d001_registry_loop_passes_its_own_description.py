# homeshed-mcp (issue 26, seed 53): the project's `@tool` only records a capability; a loop
# registers each one with `mcp.add_tool(func, name=..., description=...)` where the name is an
# f-string of the loop item and the description a call of it. mcp sends that description, not
# the docstring (mcp 2.3 add_tool), and that name: both are unread, so no rule about them
# speaks (main: D001 on `disk_usage`, which has no docstring).
from dataclasses import dataclass
from typing import Callable

from mcp.server.mcpserver import MCPServer

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


@tool(name="usage", category="disk", doc="disk/usage.md")
def disk_usage(path: str) -> dict:
    return {"path": path}


def _description(capability: Capability) -> str:
    return f"See capabilities/{capability.doc} for full docs."


mcp = MCPServer("home")

for capability in _REGISTRY:
    mcp.add_tool(
        capability.func,
        name=f"{capability.category}.{capability.name}",
        description=_description(capability),
    )

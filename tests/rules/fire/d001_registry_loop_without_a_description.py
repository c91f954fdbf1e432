# The registry loop of quiet/d001_registry_loop_passes_its_own_description.py without a
# description, named by a literal that is read: mcp sends the docstring, and `disk_usage` has
# none (mcp 2.3 lists `disk.usage` with the description "").
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
def disk_usage(path: str) -> dict:  # expect: D001
    return {"path": path}


def _description(capability: Capability) -> str:
    return f"See capabilities/{capability.doc} for full docs."


mcp = MCPServer("home")

for capability in _REGISTRY:
    mcp.add_tool(capability.func, name="disk.usage")

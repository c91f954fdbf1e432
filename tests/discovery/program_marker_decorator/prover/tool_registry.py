"""Declarative tool definitions, registered on a server later."""

# expect: none

from dataclasses import dataclass
from types import ModuleType
from typing import Any

_DEFINITION_ATTR = "__prover_tool__"
_EXPERIMENTAL_ATTR = "__prover_experimental__"


@dataclass(frozen=True)
class ToolDefinition:
    name: str
    options: dict[str, Any]


def tool(name: str, **options: Any):
    """Mark a function as an MCP tool without binding it to a server instance."""

    def decorate(function):
        setattr(function, _DEFINITION_ATTR, ToolDefinition(name, options))
        return function

    return decorate


def experimental(name: str):
    """Mark a function as experimental: only listed, never registered."""

    def decorate(function):
        setattr(function, _EXPERIMENTAL_ATTR, name)
        return function

    return decorate


def register_tools(server: Any, modules: tuple[ModuleType, ...], *, disabled: set[str]) -> set[str]:
    """Register every marked function of `modules` on the server."""
    definitions = {}
    for module in modules:
        for function in vars(module).values():
            definition = getattr(function, _DEFINITION_ATTR, None)
            if isinstance(definition, ToolDefinition):
                definitions[definition.name] = (function, definition)
    for name in sorted(definitions):
        if name in disabled:
            continue
        function, definition = definitions[name]
        server.tool(name, **dict(definition.options))(function)
    return set(definitions)


def list_experimental(modules: tuple[ModuleType, ...]) -> None:
    for module in modules:
        for function in vars(module).values():
            label = getattr(function, _EXPERIMENTAL_ATTR, None)
            if label:
                print(label)

"""Tools written for abstractllm: @tool, register() and ToolDefinition."""
from typing import Optional

from abstractllm.tools import ToolDefinition, ToolRegistry, function_to_tool_definition, register, tool
from pydantic import Field


@tool
def search_web(query: str, max_results: int = 10) -> list[str]:
    """Search the web for information.

    Args:
        query: The search query.
        max_results: Maximum number of results.
    """
    return []


@tool(name="custom_name", description="A custom description.", tags=["demo"])
def renamed_tool(text: str) -> str:
    """Original first line.

    Second paragraph.
    """
    return text


@tool
def field_defaults(
    query: str = Field(description="Search query", min_length=1),
    limit: int = Field(default=10, ge=1, le=100),
) -> str:
    """Pydantic Field defaults."""
    return query


@register
def registered(value: float, label: Optional[str] = None) -> str:
    """Registered with the basic register decorator."""
    return str(value)


def registered_by_call(items: list, mapping: dict, flag: bool = False) -> int:
    """Registered with a register() call and a name override."""
    return len(items)


register(registered_by_call, name="by_call")

local_registry = ToolRegistry()


@local_registry.register(name="local_tool", description="From a local registry.")
def local(a: int, b: int) -> int:
    """Original description."""
    return a + b


def pep604_optional(x: int | None = None, y: Optional[int] = None) -> int:
    """PEP 604 optional is not unwrapped, typing.Optional is."""
    return 0


def generic_types(names: list[str], scores: dict[str, float]) -> int:
    """Parameterized generics are not in the exact-match type map."""
    return 0


def varargs_tool(prefix: str, *args: str, **kwargs: int) -> str:
    """*args and **kwargs become normal required properties."""
    return prefix


def method_like(self, x: int) -> int:
    """A module-level self parameter is skipped."""
    return x


def unresolvable(x: "NotDefinedAnywhere") -> str:  # noqa: F821
    """An unresolvable string annotation raises NameError."""
    return ""


def no_doc(x: int):
    return x


search_definition = function_to_tool_definition(pep604_optional)
generic_definition = ToolDefinition.from_function(generic_types)

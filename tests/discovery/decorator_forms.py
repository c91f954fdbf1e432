"""Decorator spellings.

Idioms: a decorator through a dotted module path (`@langchain_core.tools.tool`), imported
under an alias (`from agno.tools import tool as agno_tool`, `from strands import tool as
strands_tool`), a framework decorator stacked above an unrelated `functools.wraps`-preserving
decorator (the framework sees the wrapper, whose `__name__` and `__qualname__` are the
original's), an attribute chain to the registering object
(`@app.tools.register(...)`, an abstractllm `ToolRegistry` stored on an attribute),
an object re-bound to a second name (`assistant = agent; @assistant.tool_plain`),
decorators inside a function and inside a method (`Service.setup.<locals>.status`).

Not tools: the unrelated decorator functions themselves, a function decorated only with
`functools.lru_cache`.
"""

import functools
from collections.abc import Callable
from typing import Any

import langchain_core.tools
from abstractllm.tools import ToolRegistry
from agno.tools import tool as agno_tool
from mcp.server.fastmcp import FastMCP
from pydantic_ai import Agent
from strands import tool as strands_tool


def log_calls(fn: Callable[..., Any]) -> Callable[..., Any]:
    """A generic decorator (keeps `__name__` through functools.wraps): not a tool."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return fn(*args, **kwargs)

    return wrapper


# expect: langchain lookup_country lookup_country
@langchain_core.tools.tool
def lookup_country(code: str) -> str:
    """Country name of an ISO code."""
    return ""


# expect: agno capital_of capital_of
@agno_tool
@log_calls
def capital_of(country: str) -> str:
    """Capital city of a country."""
    return ""


# expect: strands currency_of currency
@strands_tool(name="currency")
@log_calls
def currency_of(country: str) -> str:
    """Currency of a country."""
    return ""


@functools.lru_cache(maxsize=128)
def population(country: str) -> int:
    """Cached, but not a tool."""
    return 0


class App:
    """Holds the app-wide tool registry."""

    def __init__(self) -> None:
        self.tools = ToolRegistry()


app = App()


# expect: abstractllm timezone_of timezone_of
@app.tools.register(name="tz")
def timezone_of(city: str) -> str:
    """IANA timezone of a city."""
    return "UTC"


agent = Agent("openai:gpt-4o")
assistant = agent


# expect: pydantic-ai calling_code calling_code
@assistant.tool_plain
def calling_code(country: str) -> str:
    """International calling code of a country."""
    return "+1"


def attach_geo_tools(server: FastMCP) -> None:
    # expect: mcp attach_geo_tools.<locals>.distance distance_km
    @server.tool(name="distance_km")
    def distance(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
        """Great-circle distance in km."""
        return 0.0


class Service:
    def __init__(self) -> None:
        self.mcp = FastMCP("geo")

    def setup(self) -> None:
        # expect: mcp Service.setup.<locals>.status status
        @self.mcp.tool()
        def status() -> str:
            """Service status."""
            return "ok"

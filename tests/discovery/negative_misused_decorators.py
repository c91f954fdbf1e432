"""Negative: framework decorators used in ways the framework rejects at import time.

Each of these raises `TypeError` when the decorator runs, so the module never finishes
importing and nothing is registered. A linter may well report them, but they are not tools:

* MCP SDK `@mcp.tool` without parentheses ("Did you forget to call it? Use @tool() instead
  of @tool"; the SDK's `tool()` takes `name` first and refuses a callable);
* selectools `@tool` without parentheses (its `tool()` takes keyword options only);
* fastmcp `@mcp.tool` on an instance method (first parameter `self`: "Use the standalone
  @tool decorator and register the bound method") and above `@classmethod` ("To decorate a
  classmethod, use @classmethod above @tool").
"""

# expect: none

from fastmcp import FastMCP
from mcp.server.fastmcp import FastMCP as SdkFastMCP
from selectools import tool as selectools_tool

sdk_server = SdkFastMCP("sdk")


@sdk_server.tool
def sdk_forecast(city: str) -> str:
    """Missing parentheses: TypeError in the MCP SDK."""
    return city


@selectools_tool
def selectools_forecast(city: str) -> str:
    """Missing parentheses: TypeError in selectools."""
    return city


server = FastMCP("fastmcp")


class Forecasts:
    @server.tool
    def forecast(self, city: str) -> str:
        """`self` as first parameter: TypeError in fastmcp."""
        return city

    @server.tool
    @classmethod
    def regions(cls) -> list[str]:
        """A classmethod object given to the server decorator: TypeError in fastmcp."""
        return []

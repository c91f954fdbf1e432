"""A registrar returning a drop-in replacement for the server's decorator, bound to a local
name and used as a decorator (agno's AgentOS: `register = _builtin_tool_registrar(mcp, tags)`).

Negative: `not_a_tool` (a registrar filling the project's own table).
"""

from typing import Any

from fastmcp import FastMCP


def tool_registrar(mcp: FastMCP, enabled: set):
    def register(*args: Any, **kwargs: Any):
        tags = kwargs.get("tags") or set()
        if tags & enabled:
            return mcp.tool(*args, **kwargs)

        def _skip(fn: Any) -> Any:
            return fn

        return _skip

    return register


def table_registrar(table: dict):
    def register(**kwargs: Any):
        def put(fn: Any) -> Any:
            table[kwargs["name"]] = fn
            return fn

        return put

    return register


def build_server(enabled: set) -> FastMCP:
    mcp = FastMCP("built")
    register = tool_registrar(mcp, enabled)
    local = table_registrar({})

    # expect: fastmcp build_server.<locals>.config get_config
    @register(name="get_config", tags={"core"})
    async def config() -> dict:
        """The server's configuration."""
        return {}

    # expect: fastmcp build_server.<locals>.status status
    @register(tags={"core"})
    def status() -> str:
        """The server's status."""
        return "ok"

    @local(name="not_a_tool")
    def not_a_tool() -> None:
        """Registered in a dict: not a tool."""

    return mcp

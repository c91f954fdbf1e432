"""Registrations that depend on a function-level import (an optional dependency imported where
it is used) and on wrapper builders (`@functools.wraps(fn)` closures returned by a helper).

Covers: `from mcp.server.fastmcp import FastMCP` inside a method, then `server.tool()(step)`
on closures of that method; `mcp.tool(name=...)(wrap(fn))` where `wrap` returns a
`functools.wraps(fn)` wrapper: the tool is `fn`, not the wrapper.
"""

import functools
from typing import Any, Callable


class Assistant:
    def to_mcp(self) -> Any:
        from mcp.server.fastmcp import FastMCP

        server = FastMCP("assistant")

        # expect: mcp Assistant.to_mcp.<locals>.step step
        def step(message: str) -> str:
            """Send a message to the assistant."""
            return message

        # expect: mcp Assistant.to_mcp.<locals>.reset reset
        def reset() -> str:
            """Reset the conversation."""
            return "ok"

        def _log(text: str) -> None:
            """Not registered: not a tool."""

        server.tool()(step)
        server.tool()(reset)
        return server


def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return fn(*args, **kwargs)

    return wrapper


# expect: mcp ping ping
def ping() -> str:
    """Check the server."""
    return "pong"


def serve() -> None:
    from mcp.server.fastmcp import FastMCP

    app = FastMCP("pinger")
    app.tool(name="ping")(wrap(ping))

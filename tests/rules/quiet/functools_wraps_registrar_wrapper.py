"""A project decorator that registers a `functools.wraps` wrapper (`@functools.wraps(fn) def
wrapper(*args, **kwargs)`, then `mcp.tool()(wrapper)`): the MCP SDK reads the signature through
`__wrapped__` and `wraps` copies the docstring, so the tool sent is the decorated function's,
not the wrapper's `*args, **kwargs` without a docstring (sweep 8, seed 38: multicad-mcp-server
L001, pwn-mcp-server and mcp-server-vyos D001)."""
import functools
from functools import wraps

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("demo")


def tool(**options):
    """Register a tool whose expected errors reach the model as readable messages."""

    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kw):
            try:
                return fn(*args, **kw)
            except ValueError as exc:
                raise RuntimeError(str(exc)) from exc

        mcp.tool(**options)(wrapper)
        return fn

    return decorator


def cad_tool(operation_name: str):
    """Register a tool and report its failures under `operation_name`."""

    def decorator(func):
        @wraps(func)
        async def wrapper(*args, **kwargs):
            try:
                return await func(*args, **kwargs)
            except Exception as exc:
                raise RuntimeError(f"{operation_name}: {exc}") from exc

        return mcp.tool()(wrapper)

    return decorator


@tool()
def lookup(city: str) -> str:
    """Look up a city.

    Args:
        city: The city's name.
    """
    return city


@cad_tool("draw_line")
async def draw_line(length: float) -> str:
    """Draw a line.

    Args:
        length: The line's length in millimetres.
    """
    return str(length)

"""The tool a `functools.wraps` registrar sends is the decorated function: its missing
docstring is reported there (not on the wrapper, whose docstring `wraps` replaces)."""
import functools

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("demo")


def tool():
    """Register a tool whose expected errors reach the model as readable messages."""

    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            except ValueError as exc:
                raise RuntimeError(str(exc)) from exc

        return mcp.tool()(wrapper)

    return decorator


@tool()
def lookup(city: str) -> str:  # expect: D001
    return city

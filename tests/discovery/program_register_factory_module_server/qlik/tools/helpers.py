"""The project's registration decorators."""

# expect: none

import functools
from typing import Any, Dict

from . import context


class Commands:
    """The project's command table."""

    def tool(self, **kwargs):
        return lambda fn: fn


commands = Commands()


def _options() -> Dict[str, Any]:
    return {}


def _bounded(func):
    @functools.wraps(func)
    async def runner(*args, **kwargs):
        return func(*args, **kwargs)

    return runner


def _timed(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)

    return wrapper


def _tool():
    """Register a tool with the MCP host; the function is returned unchanged."""

    def decorator(func):
        context.mcp.tool(**_options())(_bounded(func))
        return func

    return decorator


def _command():
    """Register a CLI command: not a tool."""

    def decorator(func):
        commands.tool(**_options())(func)
        return func

    return decorator

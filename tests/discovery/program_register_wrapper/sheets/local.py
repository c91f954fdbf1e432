"""Wrappers defined and used in one module (the issue's minimal example).

Negative: `audit` (registered on the project's own table), `helper` (`@logged`).
"""

from fastmcp import FastMCP

server = FastMCP("local")
HANDLERS = {}


def reader(name):
    def wrap(fn):
        server.tool(name=name)(fn)
        return fn

    return wrap


def handler(name):
    def wrap(fn):
        HANDLERS[name] = fn
        return fn

    return wrap


def logged(fn):
    def inner(*args, **kwargs):
        return fn(*args, **kwargs)

    return inner


# expect: fastmcp read_sheet read_sheet
@reader("read_sheet")
def read_sheet(path: str, sheet: str) -> str:
    """Read one sheet."""
    return ""


# expect: fastmcp read_range read_cells
@reader(name="read_cells")
def read_range(path: str, cells: str) -> list[list[str]]:
    """Read a range of cells."""
    return []


@handler("audit")
def audit(path: str) -> None:
    """Registered on the project's own table: not a tool."""


@logged
def helper(path: str) -> str:
    """Wrapped, not registered: not a tool."""
    return path

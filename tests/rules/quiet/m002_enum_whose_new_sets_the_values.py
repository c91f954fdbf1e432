"""An enum whose members are tuples and whose own `__new__` sets `_value_` to the first item
(mcp-4get): pydantic lists the values `__new__` sets (`{"enum": ["ddg", "brave"], "type":
"string"}`, ran fastmcp 4.1.6), not arrays; toolsight does not run `__new__`, so the
parameter's schema is not read and nothing is reported on it."""
from enum import Enum
from typing import Optional

from fastmcp import FastMCP

mcp = FastMCP("search")


class SearchEngine(str, Enum):
    """Search engines with labels."""

    DUCKDUCKGO = ("ddg", "DuckDuckGo")
    BRAVE = ("brave", "Brave")

    def __new__(cls, value: str, label: str):
        obj = str.__new__(cls, value)
        obj._value_ = value
        obj.label = label
        return obj


@mcp.tool()
def web_search(query: str, engine: Optional[SearchEngine] = None) -> str:
    """Search the web."""
    return query

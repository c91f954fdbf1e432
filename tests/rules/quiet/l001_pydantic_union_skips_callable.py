"""pydantic's `union_schema` skips a union member that has no JSON schema (a `Callable`)
with a warning and builds the rest: FastMCP sends `key` as a string, so nothing raises
(pydantic 2.14: `Union[str, Callable]` -> `{"type": "string"}`)."""
from typing import Callable, Union

from fastmcp import FastMCP

mcp = FastMCP("sorting")


@mcp.tool
def sort_rows(column: str, key: Union[str, Callable[[str], str]] = "asc") -> list[str]:
    """Sort the rows of the current table by a column."""
    return []

"""`Optional[Callable]` is one type made nullable, not a union pydantic can skip a member
of: its JSON schema raises (`Cannot generate a JsonSchema for core_schema.CallableSchema`),
and FastMCP cannot list the tool."""
from typing import Callable, Optional

from fastmcp import FastMCP

mcp = FastMCP("sorting")


@mcp.tool
def sort_rows(column: str, key: Optional[Callable[[str], str]] = None) -> list[str]:  # expect: L001
    """Sort the rows of the current table by a column."""
    return []

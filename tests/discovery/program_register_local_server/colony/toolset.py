"""`ts: FunctionToolset[Any]`: the receiver is an instance of the generic class."""

from typing import Any, Optional

from pydantic_ai.toolsets import FunctionToolset


def add_read_tools(ts: FunctionToolset[Any], client: Any) -> None:
    # expect: pydantic-ai add_read_tools.<locals>.colony_search colony_search
    @ts.tool_plain
    async def colony_search(query: str) -> dict:
        """Search the colony."""
        return {}


def add_write_tools(ts: Optional[FunctionToolset[Any]]) -> None:
    # expect: pydantic-ai add_write_tools.<locals>.colony_post colony_post
    @ts.tool_plain
    async def colony_post(body: str) -> dict:
        """Post to the colony."""
        return {}


def make() -> FunctionToolset[Any]:
    ts: FunctionToolset[Any] = FunctionToolset()
    add_read_tools(ts, None)
    add_write_tools(ts)
    return ts

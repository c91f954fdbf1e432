"""The same module without `from __future__ import annotations`: the annotation is evaluated
when the `def` runs, after `def list()` has rebound the name, so it is that function too
(fastmcp 4.1.6 builds the same schema): `list` is defined, and no L008 is reported."""

from typing import Optional

from fastmcp import FastMCP

mcp = FastMCP("composite")


def list() -> str:  # noqa: A001
    """List all defined composites."""
    return ""


def add_chained_tool(composite: str, steps: list, args: Optional[list] = None) -> str:
    """Define a chained tool from its steps.

    Args:
        composite: The composite to add it to.
        steps: The upstream calls, in order.
        args: Extra arguments for the first step.
    """
    return composite


mcp.tool(name="composite_list")(list)
mcp.tool()(add_chained_tool)

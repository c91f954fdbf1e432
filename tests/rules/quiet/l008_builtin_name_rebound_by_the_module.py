"""A module that rebinds a builtin name (fd-daas-mcp's composite_tools.py: `def list()` at
module level, registered as a tool of its own): under `from __future__ import annotations`
`get_type_hints` evaluates `list` in the module's globals and finds that function (fastmcp
4.1.6 builds `{"type": "object", "properties": {}}` for it), so `list` is defined: no
`NameError`, and no "`list` is neither defined nor imported" (L008). The type it names is a
function, which toolsight does not read: the payload says so."""
from __future__ import annotations

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

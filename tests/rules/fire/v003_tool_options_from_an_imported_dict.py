"""Options splatted from a dict another module defines (rf-mcp's `DISABLED_TOOL_KWARGS = {} if
FASTMCP_V3 else {"enabled": False}`, imported into each tools module): a project's switch, not
its tools' names or descriptions, so the findings about the tool stand (compare
`quiet/d001_options_in_a_splatted_dict.py`, a dict built beside the registration). The same
holds for the dict read through its module, `**robotmcp_compat.DISABLED_TOOL_KWARGS`."""
from fastmcp import FastMCP

import robotmcp_compat
from robotmcp_compat import DISABLED_TOOL_KWARGS

mcp = FastMCP("robot")


@mcp.tool(**DISABLED_TOOL_KWARGS)
async def execute_if(session_id: str, condition: str = None) -> dict:  # expect: V003
    """Runs the steps when the condition holds.

    Args:
        session_id: The session.
        condition: A Robot Framework expression.
    """
    return {}


@mcp.tool(**robotmcp_compat.DISABLED_TOOL_KWARGS)
async def execute_unless(session_id: str, condition: str = None) -> dict:  # expect: V003
    """Runs the steps unless the condition holds.

    Args:
        session_id: The session.
        condition: A Robot Framework expression.
    """
    return {}

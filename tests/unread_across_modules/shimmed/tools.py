"""notebooklm-mcp-cli's studio_revise (issue 26, seed 34): a list of a TypedDict whose base
comes through `._compat`. fastmcp 4.1.6 (Python 3.12) sends `slide_instructions` as an array
of objects with `slide` and `instruction`, both required; it raises nothing."""
from fastmcp import FastMCP

from . import models as studio_service

mcp = FastMCP("studio")


@mcp.tool()
def studio_revise(
    notebook_id: str,
    artifact_id: str,
    slide_instructions: list[studio_service.SlideInstruction],
    confirm: bool = False,
) -> dict:
    """Revise individual slides in an existing slide deck."""
    return {}

"""A fastmcp tool whose `ctx: Context = CurrentContext()` names a class imported only under
`TYPE_CHECKING` (mcp-vm-blackbox's scenario runner): fastmcp leaves a parameter filled by a
dependency out before it resolves any annotation (`without_injected_parameters`; the type
hints' failure is caught), so nothing raises: ran fastmcp 4.1.6, the tool is listed without
`ctx`. No L001 "NameError"."""
from __future__ import annotations

from typing import TYPE_CHECKING

from fastmcp.dependencies import CurrentContext
from fastmcp.tools import tool

if TYPE_CHECKING:
    from fastmcp import Context


@tool
async def vm_run_scenario(
    vm_name: str,
    ctx: Context = CurrentContext(),  # noqa: B008
) -> dict:
    """Run a scenario on a VM."""
    return {"vm": vm_name}

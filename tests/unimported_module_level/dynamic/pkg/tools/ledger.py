"""Imported by nothing either; its relative import names the package."""

from .. import core


@core.mcp.tool()
def ledger_entry(entry_id: int) -> dict:
    return {"id": entry_id}

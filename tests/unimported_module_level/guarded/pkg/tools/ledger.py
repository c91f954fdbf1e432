"""Imported by nothing either; its relative import names the package."""

try:
    from .. import core
except ImportError:  # run as a file
    from pkg import core


@core.mcp.tool()
def ledger_entry(entry_id: int) -> dict:
    return {"id": entry_id}

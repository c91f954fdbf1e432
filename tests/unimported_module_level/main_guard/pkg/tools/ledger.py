"""Imported by nothing either; its relative import names the package."""

from .. import core


@core.mcp.tool()
def ledger_entry(entry_id: int) -> dict:
    return {"id": entry_id}


if __name__ == "__main__":  # `python -m pkg.tools.<name>` serves them
    core.mcp.run()

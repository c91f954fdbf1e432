"""Tools whose docstrings document `save_to`, a parameter the registrar in main.py adds to the
signature it registers (biszx-odoo-mcp, issue 26, seed 49): mcp sends `save_to`, not `mcp`."""
from typing import Any


async def search_models(mcp: Any, query: str) -> dict:
    """
    Search the models.
    Args:
        query: Search term
        save_to: Optional file path to save the results to
    """
    return {"query": query}

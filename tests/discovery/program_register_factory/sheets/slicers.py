"""Slicer tools, registered through the registry handed to `register`; this module imports
no framework.

Negative: `describe_slicer` (`@entries.writer` on a `Catalog`).
"""

from sheets.registry import Catalog, ToolRegistry


def register(tools: ToolRegistry, workbook: str) -> None:
    # expect: mcp register.<locals>.add_slicer add_slicer
    @tools.writer("Add slicer")
    def add_slicer(sheet: str, field: str, columns: int = 1) -> str:
        """Add a slicer to a table."""
        return sheet

    # expect: mcp register.<locals>.list_slicers list_slicers
    @tools.reader("List slicers")
    def list_slicers(sheet: str) -> list[str]:
        """The slicers of a sheet."""
        return []


def catalog(entries: Catalog) -> None:
    @entries.writer("Describe slicer")
    def describe_slicer(sheet: str) -> str:
        """Not a tool: a catalog entry."""
        return sheet

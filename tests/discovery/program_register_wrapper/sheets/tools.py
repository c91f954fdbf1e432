"""Tools registered through the wrappers of `sheets.server`; this module imports no framework.

Negative: `cache_key` (`@logged` does not register).
"""

from sheets.server import logged, reader, titled, writer


# expect: fastmcp list_sheets list_sheets
@reader("list_sheets")
def list_sheets(path: str) -> list[str]:
    """The sheets of a workbook."""
    return []


# expect: fastmcp write_cell write_cell
@writer
def write_cell(path: str, cell: str, value: str) -> bool:
    """Write one cell."""
    return True


# expect: fastmcp append_rows append
@titled("append", "Append rows")
def append_rows(path: str, rows: list[list[str]]) -> int:
    """Append rows to a sheet."""
    return len(rows)


@logged
def cache_key(path: str) -> str:
    """Not a tool."""
    return path

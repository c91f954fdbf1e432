"""A `_private` parameter kept away from the model with `skip_hidden=True`."""
from fastcore.funccall import get_schema


def run_query(
    sql: str,  # Read-only SQL statement
    _conn: str = "",  # Connection string, filled in by the host
) -> str:  # Rows as CSV
    "Run a read-only SQL query."
    return ""


schema = get_schema(run_query, skip_hidden=True)

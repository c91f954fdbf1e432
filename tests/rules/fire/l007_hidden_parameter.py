"""fastcore hides `_private` parameters only with `skip_hidden=True`."""
from fastcore.funccall import get_schema


def query_db(
    sql: str,  # The SQL query to run
    _conn: str = "",  # expect: L007
) -> str:
    "Run a read-only SQL query."
    return ""


def list_tables(
    schema: str,  # Database schema name
    _conn: str = "",
) -> str:
    "List the tables of a schema."
    return ""


tools = [get_schema(query_db), get_schema(list_tables, skip_hidden=True)]

"""Query functions: a factory returning one of two versions of `execute_sql`."""

import functools
from typing import Any, Callable


# expect: google-adk execute_sql execute_sql
def execute_sql(project_id: str, query: str) -> dict:
    """Runs a query."""
    return {"query": query}


def get_execute_sql(settings: Any) -> Callable[..., dict]:
    """The execute_sql tool as the settings want it."""
    if settings and getattr(settings, "dict_rows", False):

        @functools.wraps(execute_sql)
        def execute_sql_wrapper(*args: Any, **kwargs: Any) -> dict:
            return execute_sql(*args, **kwargs)

        execute_sql_wrapper.__doc__ = "Runs a query; rows as dicts."
        return execute_sql_wrapper
    return execute_sql


# expect: google-adk vector_search vector_search
def vector_search(collection: str, query: str, client: Any, database_name: str) -> list:
    """Searches a collection by vector similarity."""
    return []


def _format(rows: list) -> str:
    """A helper no toolset names."""
    return str(rows)

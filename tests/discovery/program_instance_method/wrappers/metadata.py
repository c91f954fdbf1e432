"""Metadata queries whose bound methods another module binds to module names and registers on
a FastMCP server (mcp-clickhouse's `list_tables_async = _metadata.list_tables_async`); an
async method given the docstring and signature of its sync twin by `@wraps(count_rows)`."""


from functools import wraps


class Metadata:
    def __init__(self, executors: object = None) -> None:
        self.executors = executors

    # expect: fastmcp Metadata.list_tables_async list_tables
    async def list_tables_async(self, database: str, like: str | None = None) -> str:
        """List the tables of a database."""
        return database

    # expect: fastmcp Metadata.list_databases databases
    def list_databases(self) -> str:
        """List the databases."""
        return ""

    def count_rows(self, table: str, where: str = "") -> int:
        """Count the rows of a table."""
        return 0

    # expect: fastmcp Metadata.count_rows_async count_rows
    @wraps(count_rows)
    async def count_rows_async(self, *args, **kwargs) -> int:
        return 0

    def create_page_token(self, database: str) -> str:
        """Bound to a module name but never registered: not a tool."""
        return database

"""Metadata queries. Negative: `table_cache` (re-bound, never registered)."""


class _Metadata:
    def __init__(self, executors: object) -> None:
        self.executors = executors

    # expect: fastmcp _Metadata.list_tables_async list_tables
    async def list_tables_async(self, database: str, like: str | None = None) -> dict:
        """List the tables of a database."""
        return {}

    def table_cache(self) -> dict:
        return {}

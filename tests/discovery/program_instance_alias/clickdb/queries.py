"""Queries. Negative: `_Queries.explain` (called, never registered)."""


class _Queries:
    def __init__(self, executors: object) -> None:
        self.executors = executors

    # expect: fastmcp _Queries.run_query_async run_query
    async def run_query_async(self, query: str) -> dict:
        """Run a read-only query."""
        return {}

    def explain(self, query: str) -> str:
        return query


# expect: fastmcp health_check health
def health_check() -> str:
    """Whether the server is up."""
    return "ok"

"""A search API wrapper; this module imports no framework."""


class SearchWrapper:
    def __init__(self, api_key: str = "") -> None:
        self.api_key = api_key

    # expect: langchain SearchWrapper.run Search
    def run(self, query: str) -> str:
        """Run a search and return the first result."""
        return query

    def results(self, query: str) -> list:
        """All results: not a tool (only called)."""
        return [query]

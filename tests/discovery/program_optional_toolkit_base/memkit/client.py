"""The service client; no tools."""

# expect: none


class MemoryClient:
    def __init__(self, endpoint: str) -> None:
        self.endpoint = endpoint

    def put(self, content: str) -> str:
        return content

    def get(self, query: str) -> str:
        return query

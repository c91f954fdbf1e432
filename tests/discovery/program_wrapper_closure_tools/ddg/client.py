"""The HTTP client the tools call; no framework.

# expect: none
"""


class Client:
    def web_search(self, query: str, limit: int = 10) -> dict:
        return {}

    def price_feed(self, asset: str) -> dict:
        return {}

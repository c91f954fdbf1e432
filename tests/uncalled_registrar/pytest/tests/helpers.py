"""The same shape outside a module pytest collects: nothing calls the method, so the tool is
never built (fix53a's rule)."""
from crewai.tools import tool


class TestHelpers:
    def test_like_but_not_collected(self):
        @tool
        def web_lookup(query: str, data_region: str = "us-east-1") -> str:
            """Look the query up."""
            return query

        return web_lookup

"""iris-security-crewai's shape (issue 26, judged right in seed 41 and hunt 14): a tool built
inside a test method. Nothing in the project names the method, but pytest collects it (its
default conventions: a `test_*.py` module, a `Test*` class, a `test*` method) and runs it,
and the tool is built there: crewai's strict mode makes `data_region` required."""
from crewai.tools import tool


class TestAgent:
    def test_agent_permits_allowed_tool(self, tmp_path):
        @tool
        def web_search(query: str, data_region: str = "us-east-1") -> str:
            """Search the web."""
            return query

        assert web_search.name == "web_search"

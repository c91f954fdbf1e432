# toolsight-test: {"select": ["ALL", "N007"]}
"""Tool names outside MCP's recommended charset, with the opt-in MCP rule selected.

`search:web` is fine for Gemini but not for MCP clients, OpenAI or Anthropic.
"""
from selectools import tool


@tool(name="search:web", description="Search the web.")  # expect: N001, N007
def web_search(query: str) -> str:
    """Search the web."""
    return ""


@tool(name="search.news", description="Search news articles.")  # expect: N001
def news_search(query: str) -> str:
    """Search news articles."""
    return ""

"""Tool names that only differ by characters an adapter replaces with `_`.

`notion.search` is itself invalid for OpenAI and Anthropic; once a client sanitizes it to
`notion_search`, it shadows the other tool.
"""
from selectools import ToolRegistry

notion = ToolRegistry()


@notion.tool(name="notion_search", description="Search Notion pages.")
def search_pages(query: str) -> str:
    """Search Notion pages."""
    return ""


@notion.tool(name="notion.search", description="Search Notion databases.")  # expect: C002, N001
def search_databases(query: str) -> str:
    """Search Notion databases."""
    return ""

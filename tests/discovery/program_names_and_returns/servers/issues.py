"""A FastMCP server naming its tools with an Enum member's `.value` and constants (its own
and imported)."""

from fastmcp import FastMCP

from core.names import FETCH_TOOL_NAME, IssueTools

LOCAL_NAME = "close_issue"

mcp = FastMCP("issues")


@mcp.tool(name=IssueTools.SEARCH.value)
# expect: fastmcp search search_issues
def search(query: str) -> list[str]:
    """Search the issues."""
    return []


@mcp.tool(name=FETCH_TOOL_NAME)
# expect: fastmcp fetch fetch_url
def fetch(url: str) -> str:
    """Fetch a URL."""
    return ""


@mcp.tool(name=LOCAL_NAME)
# expect: fastmcp close close_issue
def close(issue_id: int) -> str:
    """Close an issue."""
    return ""

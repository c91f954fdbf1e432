"""Removals that leave the listing read: a literal name (another tool than this one), and a
subclass's `remove_tool` delegating to its tool manager, which runs only when called. The
tool stays listed (N006)."""
from fastmcp import FastMCP


class Server(FastMCP):
    def remove_tool(self, name: str) -> None:
        self._tool_manager.remove_tool(name)


mcp = Server("kept")


@mcp.tool
def list_closed_pull_requests_merged_without_review_in(repo: str) -> str:
    """List the closed pull requests of a repository merged without a review.

    Args:
        repo: The repository.
    """
    return repo


mcp.remove_tool("legacy_search")

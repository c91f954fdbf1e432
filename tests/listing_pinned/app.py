"""A server whose listing `BM25SearchTransform` replaces: the tool it pins stays listed (and
gets N006, a client prefixes its name), the other is found by searching and called through
`call_tool` (no N006). A tool of this module's other server, which has no transform, is
listed as registered (N006)."""
from fastmcp import FastMCP
from fastmcp.server.transforms.search import BM25SearchTransform

mcp = FastMCP("pinned")
mcp.add_transform(BM25SearchTransform(always_visible=["list_open_pull_requests_awaiting_review_for_repository"]))

plain = FastMCP("plain")


@mcp.tool
def list_open_pull_requests_awaiting_review_for_repository(repo: str) -> str:
    """List the open pull requests of a repository that wait for a review.

    Args:
        repo: The repository.
    """
    return repo


@mcp.tool
def list_closed_pull_requests_merged_without_review_in(repo: str) -> str:
    """List the closed pull requests of a repository merged without a review.

    Args:
        repo: The repository.
    """
    return repo


@plain.tool
def list_stale_branches_without_commits_in_ninety_days(repo: str) -> str:
    """List the branches of a repository without a commit in ninety days.

    Args:
        repo: The repository.
    """
    return repo

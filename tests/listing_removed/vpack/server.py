"""vidmcp's shape (seed 60, T002 judged wrong): the server's tools are taken off at run time by
a pack filter in another module, handed the server as a parameter, by names it computes
(`mcp.remove_tool(name)` for each name outside the pack). fastmcp 4.1.6 and mcp 1.30 delete
a removed tool from what the server lists, so whether each tool is listed is not read: no
listing advice (N006), and the set's cost leaves them out."""
from fastmcp import FastMCP

from vpack.packs import apply_pack

mcp = FastMCP("vpack")


@mcp.tool
def list_open_pull_requests_awaiting_review_for_repository(repo: str) -> str:
    """List the open pull requests of a repository that wait for a review.

    Args:
        repo: The repository.
    """
    return repo


def create_server() -> FastMCP:
    apply_pack(mcp, "talking_head")
    return mcp

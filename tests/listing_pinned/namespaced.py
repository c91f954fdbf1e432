"""A transform toolsight does not read (fastmcp's `Namespace` prefixes every listed name):
what the server lists is unread, so nothing about the listed names is said."""
from fastmcp import FastMCP
from fastmcp.server.transforms import Namespace

ns = FastMCP("namespaced")
ns.add_transform(Namespace("github"))


@ns.tool
def list_repositories_archived_by_their_owners_last_year(owner: str) -> str:
    """List the repositories an owner archived last year.

    Args:
        owner: The owner.
    """
    return owner

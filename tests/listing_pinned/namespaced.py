"""A transform toolsight does not read (fastmcp's `Namespace` prefixes every listed name), added
or given to the constructor: what the server lists is unread, so nothing about the listed
names is said."""
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


given = FastMCP("given", transforms=[Namespace("gh")])


@given.tool
def list_repositories_transferred_to_their_owners_last_year(owner: str) -> str:
    """List the repositories transferred to an owner last year.

    Args:
        owner: The owner.
    """
    return owner

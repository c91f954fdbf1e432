"""email-mcp's shape with two servers (issue 26): the loop at the end strips the titles of the
tools registered on `mcp` (a project function given each schema), so their parameters are
unread and V003 says nothing about `search`'s `folders: list = None`. `admin` is another
server the loop does not iterate: V003 still reports `purge`'s `account: str = None`, and
`report`'s in `more.py`, registered on `admin` imported from here."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("mail")
admin = FastMCP("mail-admin")


@mcp.tool()
def search(query: str, folders: list = None) -> list:
    """Search the mail."""
    return [query, folders]


@admin.tool()
def purge(folder: str, account: str = None) -> dict:
    """Purge a folder."""
    return {"folder": folder, "account": account}


def _strip_titles(node):
    if isinstance(node, dict):
        node.pop("title", None)
        for v in node.values():
            _strip_titles(v)


for _tool in mcp._tool_manager.list_tools():
    _strip_titles(_tool.parameters)

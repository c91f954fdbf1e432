"""The true finding beside `quiet/c001_mcp_tools_on_a_server_the_module_replaces.py`: two
tools named `search` on the server the module binds last, which `main()` runs; the MCP SDK
keeps the first and drops the second. The two `lookup` on the replaced first server reach
no client and collide nowhere."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("first")


@mcp.tool()
def lookup(key: str) -> str:
    """Look a key up."""
    return key


@mcp.tool()
def lookup(key: str, exact: bool = True) -> str:  # noqa: F811
    """Look a key up, exactly if asked."""
    return key


mcp = FastMCP("second")


@mcp.tool()
def search(query: str) -> str:
    """Search the catalogue."""
    return query


@mcp.tool()
def search(query: str, limit: int = 10) -> str:  # noqa: F811  # expect: C001
    """Search the catalogue, at most `limit` results."""
    return query


def main() -> None:
    mcp.run()


if __name__ == "__main__":
    main()

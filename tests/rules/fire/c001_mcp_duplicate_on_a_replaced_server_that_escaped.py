"""A server rebound after it escaped may still be served: here the first server's app is
taken (`app = mcp.streamable_http_app()`, which an ASGI runner serves) before the name is
bound to another server, so its two `lookup` are one server's tools and collide, as
before the module's rebinding is read."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("first")


@mcp.tool()
def lookup(key: str) -> str:
    """Look a key up."""
    return key


@mcp.tool()
def lookup(key: str, exact: bool = True) -> str:  # noqa: F811  # expect: C001
    """Look a key up, exactly if asked."""
    return key


app = mcp.streamable_http_app()

mcp = FastMCP("second")


@mcp.tool()
def search(query: str) -> str:
    """Search the catalogue."""
    return query


if __name__ == "__main__":
    mcp.run()

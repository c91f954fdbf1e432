"""The shop's one server: every tool module registers on this object."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("shop")


def main() -> None:
    from shop import orders, stock  # noqa: F401  (registration runs at import)

    mcp.run()

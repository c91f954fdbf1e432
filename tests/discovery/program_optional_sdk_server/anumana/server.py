"""`try: from mcp.server.fastmcp import FastMCP` / `except ImportError: FastMCP = None`: the
handler's `None` is the fallback for a missing SDK, not a rebinding that hides the import; the
server is built under `if FastMCP is not None:` and every tool is registered inside that block.

# expect: mcp list_targets list_targets
# expect: mcp preflight_query preflight_query
"""

try:
    from mcp.server.fastmcp import FastMCP
except ImportError:  # pragma: no cover - lets the file import without the dep
    FastMCP = None  # type: ignore

from anumana.engine import explain

if FastMCP is not None:
    mcp = FastMCP("anumana")

    @mcp.tool()
    def list_targets() -> str:
        """List the configured databases."""
        return "[]"

    @mcp.tool()
    def preflight_query(sql: str, target: str = "") -> str:
        """Check a query before it runs."""
        return str(explain(sql))


def main() -> None:
    if FastMCP is None:
        raise SystemExit("install the mcp extra")
    mcp.run()

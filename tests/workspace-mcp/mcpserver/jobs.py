"""`list_jobs` defined twice in one registrar (dremio-local-mcp): this module reports the
pair on its own definitions; the server module calling `jobs.register(mcp)` does not report
it again (nor as "from different modules")."""
from mcp.server.fastmcp import FastMCP


def register(mcp: FastMCP) -> None:
    @mcp.tool()
    def list_jobs(user: str) -> list[str]:
        """Jobs of one user."""
        return []

    @mcp.tool()
    def list_jobs(user: str, limit: int = 10) -> list[str]:  # noqa: F811
        """Jobs of one user, at most `limit`."""
        return []

from mcp.server.fastmcp import FastMCP


def register(mcp: FastMCP) -> None:
    @mcp.tool()
    def list_logs(user: str) -> list[str]:
        """Audit logs of one user."""
        return []

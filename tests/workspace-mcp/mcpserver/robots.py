from mcp.server.fastmcp import FastMCP


def register(mcp: FastMCP) -> None:
    @mcp.tool()
    def list_logs(robot: str) -> list[str]:
        """Logs of one robot."""
        return []

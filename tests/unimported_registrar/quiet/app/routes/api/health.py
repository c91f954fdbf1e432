from fastmcp import FastMCP


def register(mcp: FastMCP):
    @mcp.tool()
    def ping() -> str:
        """Whether the server answers."""
        return "pong"

"""A manager that calls its registering method itself (in `__init__`): registered."""

from mcp.server.fastmcp import FastMCP


class LocalManager:
    def __init__(self, mcp: FastMCP):
        self.setup_local_tools(mcp)

    def setup_local_tools(self, mcp: FastMCP):
        @mcp.tool()
        def ping(host: str) -> str:
            return host

"""The true finding beside `quiet/c001_methods_registering_on_exclusive_branches.py`: both
methods called on one path register on one server, and the MCP SDK's FastMCP keeps the first
`listTables` (`Tool already exists`), so the second definition is never listed."""
from mcp.server.fastmcp import FastMCP


class ToolRegistry:
    def __init__(self, mcp: FastMCP) -> None:
        self.mcp = mcp

    def register_tools(self) -> FastMCP:
        self._register_configured_db_toolset()
        self._register_full_toolset()
        return self.mcp

    def _register_configured_db_toolset(self) -> None:
        @self.mcp.tool(name="listTables", description="Lists tables in the configured database.")
        async def list_tables_configured(search_name: str = "") -> str:
            return search_name

    def _register_full_toolset(self) -> None:
        @self.mcp.tool(name="listTables", description="Lists tables in a database.")  # expect: C001
        async def list_tables(database_id: str, search_name: str = "") -> str:
            return database_id

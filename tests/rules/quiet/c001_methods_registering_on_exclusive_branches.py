"""Two toolsets registered by two methods of one class, called on the two branches of one
`if` (iflow-mcp-aliyun-alibabacloud-dms-mcp-server's `ToolRegistry.register_tools`): the
server gets one set or the other, so their tools of one name never meet."""
from typing import Optional

from mcp.server.fastmcp import FastMCP


class ToolRegistry:
    def __init__(self, mcp: FastMCP, database_id: Optional[str]) -> None:
        self.mcp = mcp
        self.default_database_id = database_id

    def register_tools(self) -> FastMCP:
        if self.default_database_id:
            self._register_configured_db_toolset()
        else:
            self._register_full_toolset()
        return self.mcp

    def _register_configured_db_toolset(self) -> None:
        @self.mcp.tool(name="listTables", description="Lists tables in the configured database.")
        async def list_tables_configured(search_name: str = "") -> str:
            return search_name

    def _register_full_toolset(self) -> None:
        @self.mcp.tool(name="listTables", description="Lists tables in a database.")
        async def list_tables(database_id: str, search_name: str = "") -> str:
            return database_id

"""The same manager, its registering method called from another module: the tools are
registered, and what is wrong with them is reported."""

from mcp.server.fastmcp import FastMCP


class ToolsManager:
    def __init__(self, connection):
        self.connection = connection

    def register_tools_with_mcp(self, mcp: FastMCP):
        @mcp.tool(name="exec.query")
        def exec_query(sql, limit: int = 10) -> str:
            return self.connection.run(sql, limit)

        @mcp.tool()
        def list_tables(db_name: str, schema: dict) -> list:
            return self.connection.tables(db_name)

    def list_tools(self):
        return ["exec_query", "list_tables"]

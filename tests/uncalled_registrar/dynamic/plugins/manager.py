"""A registering method nothing names, in a project that calls methods by a computed name
(`getattr(self, "register_" + kind)`): it may be called, so its tools are reported."""

from mcp.server.fastmcp import FastMCP


class Plugins:
    def register_db(self, mcp: FastMCP):
        @mcp.tool()
        def query(sql: str) -> str:
            return sql

    def load(self, kind: str, mcp: FastMCP):
        getattr(self, "register_" + kind)(mcp)

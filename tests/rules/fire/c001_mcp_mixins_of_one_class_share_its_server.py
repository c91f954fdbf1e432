"""The true finding beside `quiet/c001_mcp_two_classes_each_with_its_own_server.py`: two
mixins register on `self.mcp`, and one class inherits both, so one object's server gets both
`search` tools; the MCP SDK's FastMCP keeps the first (`Tool already exists`)."""
from mcp.server.fastmcp import FastMCP


class SearchTools:
    def register_search(self) -> None:
        @self.mcp.tool(name="search", description="Search the documents.")
        async def search_documents(query: str) -> str:
            return query


class WebTools:
    def register_web(self) -> None:
        @self.mcp.tool(name="search", description="Search the web.")  # expect: C001
        async def search_web(query: str) -> str:
            return query


class Server(SearchTools, WebTools):
    def __init__(self) -> None:
        self.mcp = FastMCP("docs")
        self.register_search()
        self.register_web()

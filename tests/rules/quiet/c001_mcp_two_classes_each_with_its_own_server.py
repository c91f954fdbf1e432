"""Two unrelated classes each build their own server in `self._mcp` and register a
`get_memory` on it (mem0-open-mcp's HTTP and stdio managers): no object is an instance of
both classes, so no server lists `get_memory` twice (mcp 1.30 lists it once on each)."""
from mcp.server.fastmcp import FastMCP


class HttpManager:
    def __init__(self) -> None:
        self._mcp = FastMCP("memory")
        self._register_tools()

    def _register_tools(self) -> None:
        @self._mcp.tool(description="Get a specific memory by ID.")
        async def get_memory(memory_id: str) -> str:
            return memory_id


class StdioManager:
    def __init__(self) -> None:
        self._mcp = FastMCP("memory")
        self._register_tools()

    def _register_tools(self) -> None:
        @self._mcp.tool(description="Get a specific memory by ID.")
        async def get_memory(memory_id: str) -> str:
            return memory_id

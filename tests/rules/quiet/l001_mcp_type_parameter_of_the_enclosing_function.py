"""A tool defined inside a generic function (PEP 695, `def create_server[Resources](...)`,
vt-mcp's `create_report_server`) annotates a parameter with the enclosing function's type
parameter (`ctx: Context[Resources]`). Without `from __future__ import annotations` the
annotation is evaluated when the nested `def` runs, inside the function, where `Resources` is
bound; mcp's `inspect.signature(func, eval_str=True)` raises nothing (ran mcp 2.1.1 and 2.3
on the shape: both list the tool). Python 3.12+."""
from mcp.server import MCPServer
from mcp.server.mcpserver import Context


def create_server[Resources](name: str) -> MCPServer[Resources]:
    server: MCPServer[Resources] = MCPServer(name)

    @server.tool()
    async def get_file_report(hash: str, ctx: Context[Resources]) -> str:
        """Look up an existing file report by hash."""
        return hash

    return server

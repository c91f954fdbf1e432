"""`MCPServer` is declared by the import under `if TYPE_CHECKING:`; at run time the `else`
branch binds the same class of the installed SDK (mcp 2.x `MCPServer`, or 1.x `FastMCP`).

"""

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mcp.server.mcpserver import Context, MCPServer
else:
    try:
        _server = import_module("mcp.server.mcpserver")
    except ModuleNotFoundError:
        _server = import_module("mcp.server.fastmcp")

    Context = _server.Context
    MCPServer = getattr(_server, "MCPServer", None) or _server.FastMCP


class Recorder:
    """Not a server: a name bound outside any TYPE_CHECKING branch keeps its own value."""

    def tool(self, **kwargs):
        return lambda fn: fn


LocalServer = Recorder

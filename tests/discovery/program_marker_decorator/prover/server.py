"""The server: a factory builds the MCPServer and registers the marked tools."""

# expect: none

from mcp.server.mcpserver import MCPServer

from prover.tool_registry import list_experimental, register_tools
from prover.tools import goals, search

_TOOL_MODULES = (goals, search)


def create_server() -> MCPServer:
    instance = MCPServer("prover")
    register_tools(instance, _TOOL_MODULES, disabled=set())
    list_experimental(_TOOL_MODULES)
    return instance


mcp = create_server()

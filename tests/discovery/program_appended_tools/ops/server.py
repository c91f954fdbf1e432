"""The server: registers every function of the tool modules' `tools` lists."""

# expect: none

from fastmcp import FastMCP

from hooks import events
from tools import alias_tools, disk_tools, local_tools, net_tools


def register_all(mcp: FastMCP) -> None:
    for module in [net_tools, disk_tools, local_tools, alias_tools]:
        for tool in module.tools:
            mcp.tool(tool)


mcp = FastMCP("ops")
register_all(mcp)

for handler in events.handlers:
    handler()

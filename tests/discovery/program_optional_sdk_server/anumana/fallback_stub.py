"""Precision trap: a name the module binds to a non-framework value outside an ImportError
handler hides the import (`FastMCP = LocalServer`, a test double), and the `tool` of that
object is not the SDK's.

# expect: none
"""

from mcp.server.fastmcp import FastMCP


class LocalServer:
    def __init__(self, name: str) -> None:
        self.name = name

    def tool(self):
        return lambda fn: fn


FastMCP = LocalServer

server = FastMCP("stub")


@server.tool()
def not_a_tool(x: int) -> int:
    return x

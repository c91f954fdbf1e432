"""`register_generic_tools(mcp, svc)`: the tool names are f-strings of the parameter `svc`,
known only when a server calls it. The name shown is the static parts with the computed part
in braces (`{svc}_check_auth`), not the function's own name (`check_auth`), and the payload
is unread. A name given as a module constant is read as usual.

# expect: mcp register_generic_tools.<locals>.check_auth {svc}_check_auth
# expect: mcp register_generic_tools.<locals>.list_sections {svc}_list_sections
# expect: mcp register_generic_tools.<locals>.status generic_status
"""

from mcp.server.fastmcp import FastMCP

STATUS_NAME = "generic_status"


def register_generic_tools(mcp: FastMCP, svc: str) -> None:
    @mcp.tool(name=f"{svc}_check_auth")
    async def check_auth() -> str:
        """Check whether the required credentials are present."""
        return "{}"

    @mcp.tool(name=svc + "_list_sections")
    async def list_sections() -> str:
        """List the API sections."""
        return "{}"

    @mcp.tool(name=STATUS_NAME)
    async def status() -> str:
        """Report the server status."""
        return "ok"

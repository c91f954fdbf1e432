"""A server handed, untyped, to a registrar in a module that imports only `mcp.types` from
any MCP library: the MCP SDK's loose `tool` marker is the only one, so the tool is the MCP
SDK's (beside `fastmcp_untyped_server_beside_mcp_types.py`, where fastmcp is imported too).
"""

from mcp.types import ToolAnnotations


def register(mcp) -> None:
    # expect: mcp register.<locals>.list_targets list_targets
    @mcp.tool(annotations=ToolAnnotations(title="List targets"))
    def list_targets(namespace: str) -> str:
        """List the scrape targets of a namespace."""
        return namespace

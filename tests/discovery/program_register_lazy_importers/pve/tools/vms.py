"""VM tools: `register` typed with the compatibility class."""

from pve.compat import MCPServer


def register(mcp: MCPServer) -> None:
    # expect: mcp register.<locals>.list_vms list_vms
    @mcp.tool()
    def list_vms(node: str) -> str:
        """List the VMs of one node."""
        return node

"""Hosts module: a subclass of a subclass of the base (`HostsModule(ApiModule)`), its tools
registered through the inherited `_add_tool`.

# expect: mcp HostsModule.contain_host sec_contain_host
"""

from mcp.server import FastMCP

from secmcp.modules.api import ApiModule


class HostsModule(ApiModule):
    def register_tools(self, server: FastMCP) -> None:
        self._add_tool(server=server, method=self.contain_host, name="contain_host")

    def contain_host(self, host_id: str) -> dict:
        """Network-contain a host."""
        return self._call("containHost", ids=[host_id])

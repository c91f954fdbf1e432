"""A fastmcp server handed, untyped, to a toolkit's `register` method, in a module that
imports `ToolAnnotations` from `mcp.types` and `Context` from fastmcp
(talkops-prometheus-mcp-server's `ScrapeConfigTools.register(self, mcp_instance)`). fastmcp
depends on mcp and its servers take `mcp.types.ToolAnnotations`, so the `mcp.types` import
says nothing about the server: it is fastmcp's, whose description is the dedented docstring
(fastmcp 4.1.6), not the MCP SDK's raw one. A module importing only `mcp.types`
(`mcp_types_only_untyped_server.py`) keeps the MCP SDK.
"""

from fastmcp import Context
from mcp.types import ToolAnnotations


class ScrapeConfigTools:
    def register(self, mcp_instance) -> None:
        # expect: fastmcp ScrapeConfigTools.register.<locals>.apply_servicemonitor apply_servicemonitor
        @mcp_instance.tool(annotations=ToolAnnotations(title="Apply ServiceMonitor"))
        async def apply_servicemonitor(service_name: str, ctx: Context | None = None) -> str:
            """Apply a ServiceMonitor.

            Args:
                service_name: the Kubernetes Service to monitor
            """
            return service_name

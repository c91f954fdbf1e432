"""Service tools; this module imports no framework."""

from typing import Any


def register_service_tools(mcp: Any, client, device_tools, **kwargs) -> None:
    # expect: fastmcp register_service_tools.<locals>.call_service call_service
    @mcp.tool
    async def call_service(domain: str, service: str) -> dict:
        """Call a service."""
        return {}

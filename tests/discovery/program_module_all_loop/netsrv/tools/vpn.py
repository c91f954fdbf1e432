"""VPN tools defined in the module itself."""

__all__ = ["list_vpn_connections"]


# expect: fastmcp list_vpn_connections list_vpn_connections
async def list_vpn_connections(region: str) -> list[dict]:
    """List the VPN connections of one region."""
    return []


def _format(conn: dict) -> str:
    """Helper: not a tool."""
    return ""

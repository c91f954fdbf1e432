def list_vpn_connections(region: str) -> list:
    """List the VPN connections of a region."""
    return []

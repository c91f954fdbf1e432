def list_vpcs(region: str) -> list:
    """List the VPCs of a region."""
    return []


def _paginate(token: str) -> list:
    return []

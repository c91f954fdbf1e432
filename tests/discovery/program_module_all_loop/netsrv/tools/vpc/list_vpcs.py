"""One VPC tool."""


# expect: fastmcp list_vpcs list_vpcs
async def list_vpcs(region: str, profile_name: str | None = None) -> list[dict]:
    """List the VPCs of one region."""
    return []

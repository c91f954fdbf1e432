async def get_flow_logs(vpc_id: str, minutes: int = 60) -> list:
    """Flow logs of a VPC."""
    return []

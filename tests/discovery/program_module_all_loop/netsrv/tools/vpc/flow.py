"""Flow-log tool, and a helper the package re-exports but leaves out of `__all__`."""


# expect: fastmcp get_flow_logs get_flow_logs
async def get_flow_logs(vpc_id: str, minutes: int = 60) -> list[str]:
    """The flow logs of one VPC."""
    return []


def parse_record(line: str) -> dict:
    """Helper: not a tool."""
    return {}

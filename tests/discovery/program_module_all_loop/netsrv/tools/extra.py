"""Imported by the server, but only logged, never registered."""

# expect: none

__all__ = ["describe_peering"]


async def describe_peering(peering_id: str) -> dict:
    """Not a tool: never registered."""
    return {}

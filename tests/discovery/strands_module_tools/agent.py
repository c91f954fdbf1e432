"""Loads the module-based tool next to a decorated one."""

from strands import Agent, tool

from . import weather_forecast


# expect: strands packing_list packing_list
@tool
def packing_list(city: str, days: int) -> list[str]:
    """Suggest what to pack for a trip.

    Args:
        city: Destination.
        days: Trip length.
    """
    return []


agent = Agent(tools=[weather_forecast, packing_list])

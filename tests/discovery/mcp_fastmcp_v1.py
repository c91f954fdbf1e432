"""MCP Python SDK 1.x: `FastMCP` from `mcp.server.fastmcp`.

Idioms: `@mcp.tool()` with no arguments and with `name=` / `title=` / `annotations=`;
`mcp.add_tool(fn)` and `mcp.add_tool(fn, name=...)`; `mcp.tool(name=...)(fn)` applied by
call; `Tool.from_function(fn, name=...)` passed to `FastMCP(tools=[...])`; a registration
nested inside a function (`register.<locals>.get_alarms`); a registration on a second server
object; two defs of one name registered under two names; `f.__name__ = ...` before
`add_tool` (the rename counts) and after `@mcp.tool()` (it does not: the name was read at
decoration time).

Not tools: `@mcp.resource(...)`, `@mcp.prompt()`, a helper that is never registered.
"""

from datetime import datetime, timezone

from mcp.server.fastmcp import Context, FastMCP
from mcp.server.fastmcp.tools import Tool
from mcp.types import ToolAnnotations


def server_time(tz: str = "UTC") -> str:
    """Return the server's current time as ISO 8601."""
    return datetime.now(timezone.utc).isoformat()


# expect: mcp server_time server_time


mcp = FastMCP(
    "weather",
    instructions="Weather lookups for the demo workspace.",
    tools=[Tool.from_function(server_time)],
)


# expect: mcp get_forecast get_forecast
@mcp.tool()
async def get_forecast(latitude: float, longitude: float, ctx: Context) -> str:
    """Get the weather forecast for a location.

    Args:
        latitude: Latitude of the location.
        longitude: Longitude of the location.
    """
    await ctx.info(f"forecast for {latitude},{longitude}")
    return "sunny"


# expect: mcp get_alerts weather_alerts
@mcp.tool(
    name="weather_alerts",
    title="Weather alerts",
    annotations=ToolAnnotations(readOnlyHint=True, openWorldHint=True),
)
async def get_alerts(state: str) -> list[str]:
    """List active weather alerts for a US state (two-letter code)."""
    return []


def station_metadata(station_id: str) -> dict[str, str]:
    """Describe one observation station."""
    return {"id": station_id}


# expect: mcp station_metadata station_metadata
mcp.add_tool(station_metadata)


def nearest_station(latitude: float, longitude: float) -> str:
    """Find the observation station closest to a point."""
    return "KSFO"


# expect: mcp nearest_station find_station
mcp.add_tool(nearest_station, name="find_station", title="Nearest station")


def history(station_id: str, days: int = 7) -> list[float]:
    """Daily mean temperatures of the last days."""
    return []


# expect: mcp history station_history
mcp.tool(name="station_history")(history)


# Two defs of one name: each decoration registers the function it decorates, under the
# name given to it, before the second def re-binds `summary`.
# expect: mcp summary daily_summary
@mcp.tool(name="daily_summary")
def summary(station_id: str) -> str:
    """Summarize today's observations."""
    return ""


# expect: mcp summary weekly_summary
@mcp.tool(name="weekly_summary")
def summary(station_id: str, weeks: int = 1) -> str:  # noqa: F811
    """Summarize the last weeks of observations."""
    return ""


def radar_image(region: str) -> bytes:
    """Latest radar composite for a region."""
    return b""


# The rename happens before the function is registered: the tool is `radar`.
radar_image.__name__ = "radar"
# expect: mcp radar_image radar
mcp.add_tool(radar_image)


# expect: mcp uv_index uv_index
@mcp.tool()
def uv_index(latitude: float, longitude: float) -> int:
    """Current UV index."""
    return 3


# Renamed after registration: the server already holds the tool as `uv_index`.
uv_index.__name__ = "ultraviolet"


def register(server: FastMCP) -> None:
    """Attach the alarm tools to a server."""

    # expect: mcp register.<locals>.get_alarms get_alarms
    @server.tool()
    def get_alarms(region: str) -> list[str]:
        """List alarms configured for a region."""
        return []

    def clear_alarm(alarm_id: str) -> bool:
        """Clear one alarm."""
        return True

    # expect: mcp register.<locals>.clear_alarm clear_alarm
    server.add_tool(clear_alarm)


admin = FastMCP("weather-admin")
register(admin)


# expect: mcp reload_stations reload_stations
@admin.tool(description="Reload the station catalogue from disk.")
def reload_stations() -> int:
    """Reload stations."""
    return 0


@mcp.resource("stations://{station_id}")
def station_resource(station_id: str) -> str:
    """A resource, not a tool."""
    return station_id


@mcp.prompt()
def forecast_prompt(city: str) -> str:
    """A prompt template, not a tool."""
    return f"What is the weather in {city}?"


def _format_temperature(value: float, unit: str = "C") -> str:
    """A helper the tools call; never registered."""
    return f"{value:.1f} {unit}"


if __name__ == "__main__":
    mcp.run(transport="stdio")

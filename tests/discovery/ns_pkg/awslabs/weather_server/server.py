"""Registers tools defined in other modules of the namespace package."""
# expect: none
from mcp.server.fastmcp import FastMCP

from awslabs.weather_server.alerts import active_alerts


class AlertTools:
    def register(self, mcp):
        mcp.tool(name="get_active_alerts")(active_alerts)


mcp = FastMCP("weather")
AlertTools().register(mcp)

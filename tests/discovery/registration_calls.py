"""Decorators and registrations applied by call instead of `@` syntax.

Idioms: a decorator factory called then applied (`tool("name")(fn)`, `tool(name=...)(fn)`),
a bare decorator called on a function (`tool(fn)`), wrapper constructors on module
functions and on bound methods (`FunctionTool(func=self.m)`, `FunctionTool.from_defaults(
fn=self.m)`, `Tool(self.m)`), the FastMCP decorator factory applied to a bound method in
`__init__` (`mcp.tool(name="x")(self.m)`), and a wrapper whose result is discarded (the
call still builds the tool: it counts).

Not tools: the class's own helper methods.
"""

from crewai.tools import tool as crew_tool
from fastmcp import FastMCP
from google.adk.tools import FunctionTool as AdkFunctionTool
from langchain_core.tools import tool as lc_tool
from llama_index.core.tools import FunctionTool as LlamaFunctionTool
from pydantic_ai import Tool


def geocode(address: str) -> tuple[float, float]:
    """Latitude and longitude of an address."""
    return (0.0, 0.0)


def reverse_geocode(lat: float, lon: float) -> str:
    """Address at a coordinate."""
    return ""


def elevation(lat: float, lon: float) -> float:
    """Elevation above sea level in metres."""
    return 0.0


def route(origin: str, destination: str) -> list[str]:
    """Driving directions."""
    return []


# expect: langchain geocode geocode_address
geocode_tool = lc_tool("geocode_address")(geocode)
# expect: langchain reverse_geocode reverse_geocode
reverse_tool = lc_tool(reverse_geocode)
# expect: crewai elevation elevation_lookup
elevation_tool = crew_tool("elevation_lookup")(elevation)
# expect: llama-index route route
LlamaFunctionTool.from_defaults(fn=route)


class MapsServer:
    """Registers its methods on a FastMCP server when constructed."""

    def __init__(self, mcp: FastMCP) -> None:
        self.mcp = mcp
        # expect: fastmcp MapsServer.nearby places_nearby
        mcp.tool(name="places_nearby")(self.nearby)
        # expect: fastmcp MapsServer.opening_hours opening_hours
        mcp.tool(self.opening_hours)

    def nearby(self, lat: float, lon: float, radius_m: int = 500) -> list[str]:
        """Places near a coordinate."""
        return []

    def opening_hours(self, place_id: str) -> str:
        """Opening hours of a place."""
        return ""

    def _cache_key(self, *parts: str) -> str:
        """Helper: not a tool."""
        return ":".join(parts)


MapsServer(FastMCP("maps"))


class TransitTools:
    """Wraps its methods for google-adk, llama-index and pydantic-ai."""

    def __init__(self, city: str) -> None:
        self.city = city
        # expect: google-adk TransitTools.departures departures
        # expect: llama-index TransitTools.lines transit_lines
        # expect: pydantic-ai TransitTools.fare fare
        self.wrapped = [
            AdkFunctionTool(func=self.departures),
            LlamaFunctionTool.from_defaults(fn=self.lines, name="transit_lines"),
            Tool(self.fare, takes_ctx=False),
        ]

    def departures(self, stop: str) -> list[str]:
        """Next departures at a stop."""
        return []

    def lines(self) -> list[str]:
        """Transit lines of the city."""
        return []

    def fare(self, zones: int) -> float:
        """Fare for a number of zones."""
        return 2.9

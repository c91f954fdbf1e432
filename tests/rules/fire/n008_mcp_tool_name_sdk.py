"""MCP tool names outside the specification's `[A-Za-z0-9_.-]{1,128}`: the MCP SDK logs a
warning when the tool is registered, and clients may refuse or mangle the name."""
from mcp.server.mcpserver import MCPServer

server = MCPServer("weather")


@server.tool(name="get weather")  # expect: N008
def get_weather(city: str) -> str:
    """Current weather for a city."""
    return ""


@server.tool(name="wetter_für_stadt")  # expect: N008
def wetter(city: str) -> str:
    """Das Wetter einer Stadt."""
    return ""


@server.tool(name="forecast.daily")
def forecast(city: str) -> str:
    """Daily forecast for a city (dots are allowed in MCP names)."""
    return ""

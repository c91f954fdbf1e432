"""Weather tools for a selectools agent: the workspace of the VS Code host test (tests/vscode-host).

The dotted name is what the test expects toolsight to report (N001: Anthropic and OpenAI
reject dots in tool names); the non-ASCII text checks the payload survives the round trip.
"""
from selectools import tool


@tool(name="weather.get", description="Current weather for a city, e.g. Zürich or Kraków.")
def get_weather(city: str, unit: str = "celsius") -> str:
    """Current weather for a city."""
    return ""

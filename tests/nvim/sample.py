"""A sample for the Neovim test — with non-ASCII text: 東京 🌧️."""
from selectools import tool


@tool(name="weather.get")
def get_weather(city: str, unit: str = "c") -> str:
    """Get the weather in a city."""
    return ""

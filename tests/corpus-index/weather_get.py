"""`weather_get.get` becomes `weather_get-get` for OpenAI: next to `weather.get_forecast`."""


def get(city: str) -> str:
    """Current weather."""
    return ""

"""Weather tools loaded by stores' LocalIndex through tools.toml.""" # expect: L009


def get_forecast(city: str) -> list[str]:
    """Get the forecast for a city.

    Args:
        city: The city.
    """
    return []

"""Weather tools exposed through a stores LocalIndex (see tools.toml)."""


def get_forecast(city: str, days: int = 3) -> list[str]:
    """Get the forecast for a city.

    Args:
        city: The city.
        days: Days ahead.
    """
    return []


def alerts(region: str) -> list[str]:
    """List active alerts for a region."""
    return []


def not_listed(x: int) -> int:
    """Not in tools.toml, so not a tool."""
    return x

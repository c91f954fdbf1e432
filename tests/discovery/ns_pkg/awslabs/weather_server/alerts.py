"""A tool function defined here and registered by the server module."""


# expect: mcp active_alerts get_active_alerts
def active_alerts(region: str) -> list[str]:
    """Active weather alerts of a region."""
    return []


def _format(alert: str) -> str:
    """Helper: not a tool."""
    return alert

"""Plain functions; the server registers them through the catalogue in `registry.py`.

# expect: mcp get_capabilities get_capabilities
# expect: mcp get_search_analytics get_search_analytics
# expect: mcp quick_wins quick_wins
"""


def get_capabilities() -> str:
    """What this server can do."""
    return "{}"


def get_search_analytics(site_url: str, days: int = 28) -> str:
    """Search analytics for a property."""
    return "{}"


def quick_wins(site_url: str) -> str:
    """Queries ranking just off the first page."""
    return "{}"


def _format_row(row: dict) -> str:
    return str(row)

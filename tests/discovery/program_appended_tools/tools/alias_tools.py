"""Tools collected through an alias of the list's `append`."""

tools = []
register = tools.append


# expect: fastmcp uptime uptime
@register
def uptime() -> float:
    """Seconds since boot."""
    return 0.0

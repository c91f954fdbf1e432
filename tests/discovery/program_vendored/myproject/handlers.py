"""Handlers registered by `myproject.app` on its vendored server; this module imports no framework."""


# expect: fastmcp ping ping
def ping(host: str) -> bool:
    """Ping a host."""
    return True

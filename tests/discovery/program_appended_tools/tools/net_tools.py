"""Network tools, collected by `@tools.append`.

Negative: `cleanup` (appended to `jobs`, which no server takes), `_resolve` (a helper).
"""

tools = []
jobs = []


def _resolve(host: str) -> str:
    return host


# expect: fastmcp ping ping
@tools.append
def ping(host: str, count: int = 4) -> str:
    """Ping a host."""
    return _resolve(host)


# expect: fastmcp trace_route trace_route
@tools.append
def trace_route(host: str) -> list[str]:
    """Trace the route to a host."""
    return [host]


@jobs.append
def cleanup() -> None:
    """A maintenance job: not a tool."""

"""Event handlers collected by `@handlers.append`: called by the server, never registered as
tools (no framework is imported here or takes the list)."""

# expect: none

handlers = []


@handlers.append
def on_start() -> None:
    """Runs at start-up: not a tool."""

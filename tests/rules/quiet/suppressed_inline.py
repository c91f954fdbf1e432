"""Known and accepted diagnostics silenced inline: on the line, or for a whole function on
its `def` line."""
import stores


def list_events(calendar: str, limit: int = 50) -> list[str]:  # toolsight: ignore[V001]
    """List upcoming events of a calendar."""
    return []


def ping() -> str:  # toolsight: ignore[G004]
    """Check that the calendar service is up."""
    return ""


index = stores.Index([list_events, ping])

def add_track(name: str, index: int = -1) -> dict:
    """Add a track."""
    return {}


def remove_track(index: int) -> dict:
    """Remove a track."""
    return {}


def _helper() -> None:
    return None


TOOLS = [add_track, remove_track]

"""stores raises while wrapping these tools, so `Index([...])` fails before any request."""
from datetime import datetime
from pathlib import Path

import stores


def save_settings(settings: dict) -> str:  # expect: L001
    """Save the user's settings."""
    return "ok"


def schedule(title: str, at: datetime) -> str:  # expect: L001
    """Schedule a meeting."""
    return ""


def read_file(path: Path) -> str:  # expect: L001
    """Read a text file."""
    return ""


def tag_items(ids: set[str]) -> str:  # expect: L001
    """Tag several items."""
    return ""


def ping(host: str) -> str:
    """Ping a host."""
    return ""


index = stores.Index([save_settings, schedule, read_file, tag_items, ping])

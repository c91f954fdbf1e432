"""Disk tools, collected by a module decorator whose body appends to the list.

Negative: `_append_tool` itself, `_format`.
"""

tools = []


def _append_tool(func):
    tools.append(func)
    return func


def _format(size: int) -> str:
    return f"{size} B"


# expect: fastmcp disk_usage disk_usage
@_append_tool
def disk_usage(path: str) -> str:
    """Disk usage of a path."""
    return _format(0)


# expect: fastmcp list_mounts list_mounts
@_append_tool
def list_mounts() -> list[str]:
    """Mounted file systems."""
    return []

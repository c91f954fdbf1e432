"""Tools registered through the factory; a command registered through the other one."""

from .helpers import _command, _timed, _tool


# expect: mcp get_app_script get_app_script
@_tool()
@_timed
def get_app_script(app_id: str, offset: int = 0) -> str:
    """Read an app's load script."""
    return ""


# expect: mcp list_fields list_fields
@_tool()
def list_fields(app_id: str) -> str:
    """List the fields of one app."""
    return ""


@_command()
def reload_cache(force: bool = False) -> str:
    """A CLI command: not a tool."""
    return ""

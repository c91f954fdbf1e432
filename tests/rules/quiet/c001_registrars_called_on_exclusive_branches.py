"""Two registrars called on different branches of one `if` never register together
(clockify-mcp's `domains/time_entries.py`: `_register_writes` when writes are enabled, else
`_register_time_tracking_writes`): each defines `create_time_entry`, and a server gets one
of them. Their tools are alternatives, not one set, so there is no duplicate name."""
from mcp.server.fastmcp import FastMCP


def _register_writes(mcp: FastMCP) -> None:
    @mcp.tool()
    def create_time_entry(project: str, hours: float) -> str:
        """Create a time entry in any project."""
        return project

    @mcp.tool()
    def update_time_entry(entry_id: str, hours: float) -> str:
        """Update a time entry."""
        return entry_id


def _register_time_tracking_writes(mcp: FastMCP) -> None:
    @mcp.tool()
    def create_time_entry(project: str, hours: float) -> str:
        """Create a time entry in a tracked project only."""
        return project

    @mcp.tool()
    def update_time_entry(entry_id: str, hours: float) -> str:
        """Update a tracked time entry."""
        return entry_id


def register(mcp: FastMCP, writes_enabled: bool, time_tracking_enabled: bool) -> None:
    if writes_enabled:
        _register_writes(mcp)
    elif time_tracking_enabled:
        _register_time_tracking_writes(mcp)

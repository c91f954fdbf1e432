"""The true finding beside `quiet/c001_registrars_called_on_exclusive_branches.py`: both
registrars called on one path register on one server, and the MCP SDK's FastMCP keeps the
first `create_time_entry` (`ToolManager.add_tool` returns the existing tool after logging
`Tool already exists`), so the second definition is never listed."""
from mcp.server.fastmcp import FastMCP


def _register_writes(mcp: FastMCP) -> None:
    @mcp.tool()
    def create_time_entry(project: str, hours: float) -> str:
        """Create a time entry in any project."""
        return project


def _register_time_tracking_writes(mcp: FastMCP) -> None:
    @mcp.tool()
    def create_time_entry(project: str, hours: float) -> str:  # expect: C001
        """Create a time entry in a tracked project only."""
        return project


def register(mcp: FastMCP, writes_enabled: bool) -> None:
    if writes_enabled:
        _register_writes(mcp)
    _register_time_tracking_writes(mcp)

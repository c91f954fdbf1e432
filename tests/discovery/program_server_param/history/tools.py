"""History tools; this module imports no framework: the server comes from `logs.server`."""

from datetime import datetime


def register_history_tools(app):
    # expect: fastmcp register_history_tools.<locals>.get_history get_history
    @app.tool()
    def get_history(entity_id: str, since: datetime | None = None) -> list[str]:
        """The history of one entity."""
        return []

    def _format(entry: str) -> str:
        """Helper: not a tool."""
        return entry

"""Log tools: registration functions taking the server (typed `Any`, `FastMCP`, untyped).

Negative: `summarize` (local `tool` helper), `rotate`/`compress` (a list of maintenance
callables), `register_cli` (parameter of a project class).
"""

from typing import Any

from fastmcp import FastMCP


def register_log_tools(mcp: Any, client) -> None:
    # expect: fastmcp register_log_tools.<locals>.get_logs get_logs
    @mcp.tool(annotations={"readOnlyHint": True})
    async def get_logs(entity_id: str) -> dict:
        """Logs of one entity."""
        return client.logs(entity_id)


def register_metric_tools(server, client):
    # expect: fastmcp register_metric_tools.<locals>.get_metric metric
    @server.tool(name="metric")
    def get_metric(name: str) -> float:
        """One metric."""
        return client.metric(name)


def register_typed(mcp: FastMCP) -> None:
    def clear_logs(entity_id: str) -> bool:
        """Clear the logs of one entity."""
        return True

    # expect: fastmcp register_typed.<locals>.clear_logs clear_logs
    mcp.add_tool(clear_logs)


class Commands:
    """The project's command table."""

    def tool(self, fn):
        return fn


def register_cli(mcp: Commands) -> None:
    @mcp.tool
    def tail(lines: int = 10) -> str:
        """A CLI command: not a tool."""
        return ""


def tool(fn):
    """The project's own decorator: marks nothing for a framework."""
    return fn


@tool
def summarize(text: str) -> str:
    """Not a tool."""
    return text


def rotate() -> None:
    """Maintenance job."""


def compress() -> None:
    """Maintenance job."""


MAINTENANCE = [rotate, compress]


def run_maintenance() -> None:
    for job in MAINTENANCE:
        job()

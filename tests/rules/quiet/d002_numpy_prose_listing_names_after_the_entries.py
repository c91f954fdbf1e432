"""A sentence written after the last NumPy `Parameters` entry, at the entries' indentation,
that lists the keys of the returned dict over several lines (legacy-mcp's
get_snapshot_status): its lines are prose, not `name1, name2 : type` entries (a line ending
in a comma, a list opened by prose, a list closed by `), or`). mcp's FastMCP sends the
whole docstring and no parameter is named: no D002."""
from typing import Any

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("legacy")


@mcp.tool()
def get_snapshot_status(job_id: str) -> dict[str, Any]:
    """Check the status of a snapshot job started by create_snapshot.

    Parameters
    ----------
    job_id:
        The job identifier returned by create_snapshot.

    Returns the full job dict (status, forest_name, current_step,
    step_index, total_steps, file_path, error, sections_collected,
    sections_failed, started_at, completed_at), or
    {"status": "not_found", "job_id": ...} if the job_id is unknown.
    """
    return {"job_id": job_id}

"""Run tools: `start_run` is registered by `omics.server`, `cancel_run` by `omics.extra`
through the imported helper; `describe_run` and `get_run` are not tools.
"""


# expect: mcp start_run StartRun
async def start_run(workflow_id: str) -> dict:
    """Start a run."""
    return {}


# expect: mcp cancel_run CancelRun
async def cancel_run(run_id: str) -> dict:
    """Cancel a run."""
    return {}


async def describe_run(run_id: str) -> dict:
    """Describe a run (noted, not registered)."""
    return {}


async def get_run(run_id: str) -> dict:
    """Get a run (the helper registers another callable)."""
    return {}

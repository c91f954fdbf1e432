"""Workflow tools, registered by `omics.server`."""


# expect: mcp list_workflows ListWorkflows
async def list_workflows(max_results: int = 10) -> dict:
    """List the workflows."""
    return {}


# expect: mcp get_workflow GetWorkflow
async def get_workflow(workflow_id: str) -> dict:
    """Get one workflow."""
    return {}

# Tools collected into a list by the module's own appender decorator
# (alibaba-cloud-ops-mcp-server's shape).
tools = []


def _append_tool(func):
    tools.append(func)
    return func


@_append_tool
def OOS_CodeDeploy(name: str) -> str:
    """Deploy an application."""
    return name


@_append_tool
def ECS_DescribeInstances(region_id: str) -> str:
    """Describe instances."""
    return region_id

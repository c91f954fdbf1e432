# The same list registered on two paths whose conditions exclude each other (two separate
# `if`s, which toolsight does not compare): a function registered twice is one tool, never
# two colliding ones.
import sys

from fastmcp import FastMCP

from opsmcp.tools import app_tools

mcp = FastMCP("ops")

code_deploy = "--code-deploy" in sys.argv

if code_deploy:
    wanted = {"OOS_CodeDeploy", "ECS_DescribeInstances"}
    for tool in app_tools.tools:
        if tool.__name__ in wanted:
            mcp.tool(tool)

if not code_deploy:
    for tool in app_tools.tools:
        if tool.__name__ != "ECS_DescribeInstances":
            mcp.tool(tool)

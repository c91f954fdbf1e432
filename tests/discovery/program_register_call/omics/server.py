"""The server and its registration helper, called once per tool.

Negative: `describe_run` (given to `_note`, which fills a table), `_describe`'s argument
`get_run` (the helper registers a callable it builds instead).
"""

# expect: none

from typing import Any, Callable

from mcp.server.mcpserver import MCPServer

from omics.pagination import describing, paginating
from omics.tools.runs import describe_run, get_run, start_run
from omics.tools.workflows import get_workflow, list_workflows

mcp = MCPServer("omics")
NOTES: dict = {}


def _register_tool(name: str, fn: Callable[..., Any]) -> None:
    """Register *fn* as a tool named *name*, with pagination hints."""
    mcp.tool(name=name)(paginating(name, fn))


def _note(name: str, fn: Callable[..., Any]) -> None:
    NOTES[name] = paginating(name, fn)


def _describe(name: str, fn: Callable[..., Any]) -> None:
    mcp.tool(name=name)(describing(name))


_register_tool("ListWorkflows", list_workflows)
_register_tool("GetWorkflow", get_workflow)
_register_tool(name="StartRun", fn=start_run)
_note("DescribeRun", describe_run)
_describe("GetRun", get_run)

"""Flow tools, added as instances of the project's `FunctionTool` subclasses."""

from fastmcp import FastMCP

from core.tooling import CompactFunctionTool
from core.tooling import PlainFunctionTool as FunctionTool
from core.tooling import PlatformServer


def add_flow_tools(mcp: FastMCP) -> None:
    mcp.add_tool(FunctionTool.from_function(create_flow, tags={"flows"}))
    mcp.add_tool(CompactFunctionTool.from_function(get_flows, name="list_flows"))


def add_run_tools(mcp: PlatformServer) -> None:
    mcp.add_tool(FunctionTool.from_function(run_flow))


# expect: fastmcp create_flow create_flow
async def create_flow(name: str, description: str = "") -> dict:
    """Create a flow."""
    return {}


# expect: fastmcp get_flows list_flows
async def get_flows(limit: int = 10) -> list[dict]:
    """The flows of the project."""
    return []


# expect: fastmcp run_flow run_flow
async def run_flow(flow_id: str) -> str:
    """Run a flow."""
    return flow_id


def _flow_url(flow_id: str) -> str:
    """A helper: not a tool."""
    return flow_id

"""The server, and the calls that register the tools of the other modules."""

# expect: none

from fastmcp import FastMCP

from history.tools import register_history_tools
from logs.tools import register_log_tools, register_metric_tools, register_typed

mcp = FastMCP("home")
register_log_tools(mcp, client=None)
register_metric_tools(mcp, None)
register_typed(mcp)
register_history_tools(mcp)

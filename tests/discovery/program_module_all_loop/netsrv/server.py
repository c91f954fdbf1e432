"""The server: registers each name each tool module exports."""

# expect: none

import logging

from fastmcp import FastMCP

from netsrv.tools import extra, vpc, vpn

logger = logging.getLogger(__name__)

mcp = FastMCP("net")

for module in (vpc, vpn):
    for tool_name in module.__all__:
        mcp.tool(getattr(module, tool_name))

for module in (extra,):
    for name in module.__all__:
        logger.info("available: %s", getattr(module, name))

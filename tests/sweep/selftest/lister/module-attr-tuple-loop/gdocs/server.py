"""The stdio server.

# expect: none
"""

import logging

from mcp.server.fastmcp import FastMCP

from gdocs.registry import log_helpers, register_all_tools

mcp = FastMCP("Docs")
register_all_tools(mcp)
log_helpers(logging.getLogger(__name__))

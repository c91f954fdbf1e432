"""`@wraps(TOOLS["get_capabilities"])` on a module-level function: `functools.wraps` copies
the `__doc__` (and the signature, through `__wrapped__`) of a function toolsight cannot name
here (a subscript of another module's dict), so the description is unread, not missing. A
`@wraps(g)` of a function of this module copies `g`'s docstring. No D001 (sweep 9, seed 39:
gsc-mcp-tools's `_configured_capabilities`)."""
import json
from functools import wraps

from mcp.server.fastmcp import FastMCP

from gsc_mcp.registry import TOOLS

mcp = FastMCP("gsc-mcp")


@wraps(TOOLS["get_capabilities"])
def _configured_capabilities() -> str:
    return json.dumps({})


def get_sites() -> str:
    """List the sites the credentials can read."""
    return "[]"


@wraps(get_sites)
def _configured_sites() -> str:
    return get_sites()


mcp.tool()(_configured_capabilities)
mcp.tool()(_configured_sites)

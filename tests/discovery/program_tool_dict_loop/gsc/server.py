"""`for name, fn in MCP_TOOLS.items(): configured = A if ... else (B if ... else fn);
mcp.tool()(configured)`: one tool per entry of the catalogue (a selection of the imported
`TOOLS`, or under an audit session a comprehension over it); the ternary's arms are
alternatives of one tool (`_configured_capabilities` stands in for `get_capabilities` under its
name, `_audit_tool` returns a closure that keeps the function's name with `wraps`).
`FORMATTERS` is a dict of functions that is never registered.

# expect: none
"""

from functools import wraps

from mcp.server.fastmcp import FastMCP

from gsc.registry import FORMATTERS, TOOLS
from gsc.selection import select_tools

MCP_TOOLS, TOOL_SELECTION = select_tools(TOOLS)
AUDIT_SESSION = None
if AUDIT_SESSION is not None:
    MCP_TOOLS = {name: TOOLS[name] for name in AUDIT_SESSION.allowed}
mcp = FastMCP("gsc")


@wraps(TOOLS["get_capabilities"])
def _configured_capabilities() -> str:
    return "{}"


def _audit_tool(name, fn):
    @wraps(fn)
    def call(**arguments):
        return AUDIT_SESSION.call(name, arguments)

    return call


for name, fn in MCP_TOOLS.items():
    configured = (
        _configured_capabilities
        if name == "get_capabilities"
        else (_audit_tool(name, fn) if AUDIT_SESSION is not None else fn)
    )
    mcp.tool()(configured)

for key, formatter in FORMATTERS.items():
    print(key, formatter({}))

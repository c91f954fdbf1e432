# uiautomator2-mcp-server: the module declares `mcp: FastMCP` and a function assigns it with
# `global mcp`; tool modules import it and decorate with @mcp.tool.
from fastmcp import FastMCP

mcp: FastMCP


def make_mcp(**params) -> FastMCP:
    global mcp
    mcp = FastMCP(**params)
    from . import device  # noqa: F401
    return mcp

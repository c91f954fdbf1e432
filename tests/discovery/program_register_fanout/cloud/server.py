"""The servers, and the calls of the fanning-out registrars."""

# expect: none

from mcp.server.fastmcp import FastMCP

from cloud.plugins import register_all
from cloud.tools import compute


def create_server() -> FastMCP:
    mcp = FastMCP("cloud")
    compute.register(mcp)
    return mcp


sim = FastMCP("sim")
register_all(sim)

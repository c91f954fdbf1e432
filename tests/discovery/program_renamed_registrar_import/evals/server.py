"""# expect: none"""

from mcp.server.fastmcp import FastMCP

from evals.tools import register_all


def build_server() -> FastMCP:
    mcp = FastMCP(name="evals")
    register_all(mcp)
    return mcp


mcp = build_server()

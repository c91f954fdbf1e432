"""`ServerClass` is bound to `MCPServer` (mcp 2.x) or `FastMCP` (mcp 1.x) in try/except, the
server made from it inside a function; `_maybe_tool` and `_canon_tool` are each the server's
`tool` on one branch of a ternary and a no-op decorator on the other."""

import os

try:
    from mcp.server.mcpserver import MCPServer

    ServerClass = MCPServer
except ImportError:
    try:
        from mcp.server.fastmcp import FastMCP

        ServerClass = FastMCP
    except ImportError:
        ServerClass = None

from tzero.tools.extra import register_extra


def create_mcp_server():
    if ServerClass is None:
        raise RuntimeError("pip install mcp")
    server = ServerClass(name="tzero")
    canonical_only = os.environ.get("TZERO_MODE", "canonical") == "canonical"

    def _noop_decorator(**kwargs):
        def _wrapper(fn):
            return fn

        return _wrapper

    _maybe_tool = _noop_decorator if canonical_only else server.tool
    _canon_tool = server.tool if canonical_only else _noop_decorator

    @_maybe_tool(name="get_project_context_tree", description="Build the context tree.")
    def get_project_context_tree(project_root: str = ".") -> str:
        return project_root

    @_canon_tool(name="audit_codebase_quality")
    def audit(target: str) -> str:
        """Audit the code base."""
        return target

    @server.tool()
    def workflow(action: str = "auto") -> str:
        """Run every step."""
        return action

    register_extra(server)
    return server

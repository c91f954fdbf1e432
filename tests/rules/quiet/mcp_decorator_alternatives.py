"""tzero-mcp's two modes: `_maybe_tool` is the server's `tool` only when not canonical-only,
`_canon_tool` only when canonical-only (two ternaries on one name bound once), so the legacy
and canonical tools of one name are never registered together: no C001."""
import os

from mcp.server.fastmcp import FastMCP


def create_server() -> FastMCP:
    server = FastMCP("tzero")
    canonical_only = os.environ.get("TZERO_MODE", "canonical") == "canonical"

    def _noop(**kwargs):
        return lambda fn: fn

    _maybe_tool = _noop if canonical_only else server.tool
    _canon_tool = server.tool if canonical_only else _noop

    @_maybe_tool(name="prune_code_snippet", description="Prune a code snippet to its outline.")
    def _legacy_prune_code_snippet(code: str) -> str:
        return code

    @_canon_tool(name="prune_code_snippet", description="Prune a code snippet to its outline.")
    def prune_code_snippet(code: str) -> str:
        return code

    return server

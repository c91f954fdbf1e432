# streamlit-mcp (issue 26, seed 49): `Context` is imported from fastmcp in a `try` whose
# `except` binds `None` for a fastmcp without it. fastmcp as toolsight models it (4.1.6)
# exports `Context`, so `build` takes the first branch; the `else` is the fallback for another
# version, and its undocumented tools of the same names are never registered. The first
# branch's own undocumented tool is still reported.
from typing import Any

from fastmcp import FastMCP

try:
    from fastmcp import Context
except ImportError:
    Context = None


def build() -> FastMCP:
    mcp = FastMCP("app")

    if Context is not None:

        @mcp.tool
        def click(identifier: str, ctx: Context) -> dict:
            """Click a button (by key or label) and rerun."""
            return {"clicked": identifier}

        @mcp.tool
        def read_output(ctx: Context) -> dict:  # expect: D001
            return {}

    else:

        @mcp.tool
        def click(identifier: str) -> dict:
            return {"clicked": identifier}

        @mcp.tool
        def read_output() -> dict:
            return {}

    return mcp

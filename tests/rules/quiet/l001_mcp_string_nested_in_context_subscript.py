"""A quoted name inside a subscript, `ctx: Context[ServerSession, "AppContext"]`, with
`AppContext` imported only under `TYPE_CHECKING` (maniple-mcp's tools). mcp evaluates only
the annotations that are wholly a string (`inspect.signature(func, eval_str=True)`), so the
nested "AppContext" stays a `ForwardRef` and no `InvalidSignature` is raised; the Context
parameter is found (`Context[...]` is a class, which `get_type_hints` does not look into)
and left out of the schema. Ran mcp 1.30 and 2.3 on this shape, plain and under
`from __future__ import annotations`: the tool registers with `session_ids` only. No L001."""
from typing import TYPE_CHECKING, Optional

from mcp.server.fastmcp import Context, FastMCP
from mcp.server.session import ServerSession

if TYPE_CHECKING:
    from maniple.server import AppContext

mcp = FastMCP("maniple")


@mcp.tool()
async def wait_idle_workers(
    ctx: Context[ServerSession, "AppContext"],
    session_ids: list[str],
) -> dict:
    """Wait until the workers are idle."""
    return {"ids": session_ids}


@mcp.tool()
async def check_idle_workers(
    session_ids: list[str],
    ctx: Optional[Context[ServerSession, "AppContext"]] = None,
) -> dict:
    """Check whether the workers are idle."""
    return {"ids": session_ids}

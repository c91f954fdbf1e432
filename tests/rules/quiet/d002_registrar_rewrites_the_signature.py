# biszx-odoo-mcp (issue 26, seed 49): the project's registrar `tool(func)` rewrites the
# registered wrapper's `__signature__` (drops `mcp`, appends a keyword-only `save_to`), so the
# parameters mcp sends are not the `def`'s: the documented `save_to` is one of them (mcp 1.30,
# run on this shape, sends it). The parameters are unread: no parameter rule speaks.
import inspect
from typing import Any, Callable

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("odoo")


async def search_models(mcp: Any, query: str) -> dict:
    """
    Search the models.
    Args:
        query: Search term
        save_to: Optional file path to save the results to
    """
    return {"query": query}


def tool(func: Callable[..., Any]) -> Callable[..., Any]:
    sig = inspect.signature(func)
    params = [p for name, p in sig.parameters.items() if name != "mcp"]
    params.append(
        inspect.Parameter("save_to", inspect.Parameter.KEYWORD_ONLY, default=None, annotation=str | None)
    )

    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        kwargs.pop("save_to", None)
        return await func(mcp, *args, **kwargs)

    wrapper.__name__ = func.__name__
    wrapper.__doc__ = func.__doc__
    object.__setattr__(wrapper, "__signature__", sig.replace(parameters=params))
    return mcp.tool()(wrapper)


tool(search_models)

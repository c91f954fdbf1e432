"""The registrar rewrites the wrapper's `__signature__` (drops `mcp`, appends a keyword-only
`save_to`) and registers the wrapper: the parameters mcp reads are not the `def`'s."""
import inspect
from typing import Any, Callable

from mcp.server.fastmcp import FastMCP

from . import tools

mcp = FastMCP("odoo")


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


tool(tools.search_models)

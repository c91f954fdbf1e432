"""A wrapper of the project that gives the framework the function's own signature less the
parameter it fills in (open-greenhouse-mcp's `with_client`, the workspace-mcp forks'
`require_google_service` without their run-time branch), registered as
`mcp.tool()(with_client(f))`: `inspect.signature` returns the kept `Parameter` objects
unchanged, so mcp reads `query` and `limit` as written (mcp 1.30, run on this module: `limit`
is `{"type": "integer", "default": null}`, not nullable; `client` is not sent). Main (4ece1bf)
left every parameter unread here and said nothing."""
import functools
import inspect

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notes")


def with_client(func):
    orig_sig = inspect.signature(func)

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return func(object(), *args, **kwargs)

    params = [p for p in orig_sig.parameters.values() if p.name != "client"]
    wrapper.__signature__ = orig_sig.replace(parameters=params)
    return wrapper


def search_notes(client, query: str, limit: int = None) -> str:  # expect: V003
    """Search the notes.

    Args:
        query: The text to search for.
        limit: At most this many notes.
    """
    return query


mcp.tool()(with_client(search_notes))

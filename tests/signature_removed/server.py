"""The registrar leaves the first parameter of what it registers out of the signature it gives
the framework (the workspace-mcp forks' `require_google_service` without its run-time branch),
and registers tools of another module (tools.py). An import root of its own: fix51b's rewrite
loop (tests/tools_rewritten) would leave these tools unread in a shared one."""
import functools
import inspect

from mcp.server.fastmcp import FastMCP

import tools

server = FastMCP("docs")


def require_service(func):
    original_sig = inspect.signature(func)
    params = list(original_sig.parameters.values())

    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        return await func(object(), *args, **kwargs)

    wrapper_sig = original_sig.replace(parameters=params[1:])
    wrapper.__signature__ = wrapper_sig
    return wrapper


server.tool()(require_service(tools.modify_doc_text))

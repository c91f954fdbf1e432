# reaper-mcp-server: each tool is registered through `_serialized(tool)`, a wrapper made with
# functools.wraps, which keeps the tool's name, docstring and signature (inspect.signature
# follows __wrapped__), so the registered tool is the wrapped function.
import functools
import inspect
import threading

from mcp.server import MCPServer

from . import track_tools

_server = MCPServer("reaper")
_lock = threading.Lock()


def _serialized(fn):
    @functools.wraps(fn)
    def run(*args, **kwargs):
        with _lock:
            return fn(*args, **kwargs)

    return run


def _logged(fn):
    def run(*args, **kwargs):
        return fn(*args, **kwargs)

    return run


for _module in (track_tools,):
    for _tool in _module.TOOLS:
        _server.tool(description=inspect.cleandoc(_tool.__doc__ or ""))(_serialized(_tool))


def status() -> dict:
    return {}


_server.tool()(_logged(status))

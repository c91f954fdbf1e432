"""Each registry action becomes a generated function; `_dumps` is its helper."""

import json

from fastmcp import FastMCP

from actions.registry import ACTIONS


def _dumps(data: dict) -> str:
    """Serialize a service dict."""
    return json.dumps(data)


def make_tool_fn(action):
    source = f"async def {action.tool}(**kw) -> str:\\n    return _dumps(await _service(kw))\\n"
    namespace = {"_dumps": _dumps, "_service": action.service}
    exec(source, namespace)
    fn = namespace[action.tool]
    fn.__doc__ = action.doc
    return fn


def status() -> str:
    """Server status."""
    return "ok"


def register_tools(mcp: FastMCP) -> None:
    for action in ACTIONS:
        mcp.add_tool(make_tool_fn(action))
    mcp.add_tool(status)


# expect: fastmcp status status

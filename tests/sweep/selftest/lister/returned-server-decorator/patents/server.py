# patent-mcp-server: the package's own `tool(**kwargs)` returns the server's decorator
# `mcp.tool(annotations=..., **kwargs)` (mcp's MCPServer.tool() returns the decorator that
# registers the function), and `legacy_tool` returns it only under a setting.
from mcp.server.mcpserver import MCPServer

ENABLE_LEGACY = False
READ_ONLY = {"readOnlyHint": True}
mcp = MCPServer("patents")


def tool(**kwargs):
    return mcp.tool(annotations=READ_ONLY, structured_output=False, **kwargs)


def legacy_tool(**kwargs):
    if ENABLE_LEGACY:
        return tool(**kwargs)
    return lambda func: func


def cached(**kwargs):
    def wrap(fn):
        return fn
    return wrap


@tool()
async def check_api_status() -> dict:
    return {}


@tool(name="search_patents")
async def ppubs_search(query: str) -> dict:
    return {}


@legacy_tool()
async def old_search(query: str) -> dict:
    return {}


@cached(ttl=5)
async def not_a_tool(query: str) -> dict:
    return {}

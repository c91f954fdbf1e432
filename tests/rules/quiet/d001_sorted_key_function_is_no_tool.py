"""`sorted(tools, key=_tool_sort_key)` on the way to `ListToolsResult(tools=...)` (isa-mcp,
core/pagination.py): the list holds the tools the server already has; the `key=` function
only orders them and is no tool of its own, so no D001 for its missing docstring. Only a
copy's positional argument holds its elements (`sorted(iterable, /, *, key, reverse)`)."""
from mcp.server.fastmcp import FastMCP
from mcp.types import ListToolsRequest, ListToolsResult

mcp = FastMCP("x")


@mcp.tool()
def ping(host: str) -> str:
    """Ping a host."""
    return host


def _sort_tools_for_listing(tools: list):
    def _tool_sort_key(tool):
        return (tool.name.lower(), tool.name)

    return sorted(tools, key=_tool_sort_key)


def install(server: FastMCP) -> None:
    original_list_tools = server.list_tools

    async def paginated_list_tools(request: ListToolsRequest) -> ListToolsResult:
        return ListToolsResult(tools=_sort_tools_for_listing(await original_list_tools()))

    server._mcp_server.request_handlers[ListToolsRequest] = paginated_list_tools

"""MCP Apps tools declared for the widget app only: `meta={"ui": {"visibility": ["app"]}}` on mcp
2.x's `add_tool` and `tool` (anywidget-mcp). The server lists them, and the host keeps them from
the model (ext-apps `McpUiToolMeta`; fastmcp's `apps/config.py` `is_model_visible`: visible
unless `visibility` is a list without "model"), so no model reads the missing descriptions."""
from mcp.server.mcpserver import MCPServer

server = MCPServer("widgets")
APP_ONLY = {"ui": {"visibility": ["app"]}}


def widget_poll(instance_id: str) -> str:
    return instance_id


server.add_tool(widget_poll, meta=APP_ONLY, structured_output=False)


@server.tool(meta={"ui": {"resourceUri": "ui://widgets/app.html", "visibility": ["app"]}})
def widget_dispose(instance_id: str) -> str:
    return instance_id


@server.tool()
def widget_list() -> str:
    """List the live widgets."""
    return ""


class Widgets:
    """anywidget-mcp's shape: the visibility is a local of the method that registers the tools
    in a loop."""

    def __init__(self, mcp: MCPServer) -> None:
        self._mcp = mcp

    def register(self) -> None:
        app_only = {"ui": {"visibility": ["app"]}}

        async def widget_write(instance_id: str, state: str) -> str:
            return state

        async def widget_cancel(instance_id: str) -> str:
            return instance_id

        for tool in (widget_write, widget_cancel):
            self._mcp.add_tool(tool, meta=app_only, structured_output=False)


Widgets(server).register()

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

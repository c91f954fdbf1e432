"""An MCP Apps tool the model sees too: `visibility: ["model", "app"]` (and a `ui` meta without
`visibility`, the spec's default of both audiences) leaves it on the model's list, so the missing
description is sent as "" (mcp 2.x `add_tool` and `tool`)."""
from mcp.server.mcpserver import MCPServer

server = MCPServer("widgets")


def widget_read(instance_id: str) -> str:  # expect: D001
    return instance_id


server.add_tool(widget_read, meta={"ui": {"visibility": ["model", "app"]}})


@server.tool(meta={"ui": {"resourceUri": "ui://widgets/app.html"}})
def widget_show(instance_id: str) -> str:  # expect: D001
    return instance_id

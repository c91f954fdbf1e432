"""fastmcp's `app=` on `@mcp.tool`: `AppConfig(visibility=["app"])` or `{"visibility": ["app"]}`
becomes the tool's `meta["ui"]` (ran fastmcp 4.1.6: `tools/list` carries `_meta: {"ui":
{"visibility": ["app"]}}`), so the host keeps those two from the model and their missing
descriptions reach none; `["app", "model"]` leaves `widget_read` on the model's list."""
from fastmcp import FastMCP
from fastmcp.apps import AppConfig

mcp = FastMCP("widgets")


@mcp.tool(app=AppConfig(visibility=["app"]))
def widget_poll(instance_id: str) -> str:
    return instance_id


@mcp.tool(app={"visibility": ["app"]})
def widget_close(instance_id: str) -> str:
    return instance_id


@mcp.tool(app=AppConfig(visibility=["app", "model"]))
def widget_read(instance_id: str) -> str:  # expect: D001
    return instance_id

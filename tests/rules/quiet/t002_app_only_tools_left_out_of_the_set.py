# toolsight-test: {"tokens": {"set-budget": 120}}
"""Three small tools of one server, two of them declared for the MCP Apps widget only (`meta=
{"ui": {"visibility": ["app"]}}`, mcp 2.x): the host keeps those from the model, so the request
pays for one definition, under the set budget (the three together pass it: see
`fire/t002_tool_set_over_token_budget.py`)."""
from mcp.server.mcpserver import MCPServer

server = MCPServer("orders")
APP_ONLY = {"ui": {"visibility": ["app"]}}


@server.tool()
def order_status(order_id: str) -> str:
    """The status of an order."""
    return ""


@server.tool(meta=APP_ONLY)
def cancel_order(order_id: str) -> str:
    """Cancel an order that has not shipped yet."""
    return ""


@server.tool(meta=APP_ONLY)
def track_parcel(tracking_number: str) -> str:
    """Where a parcel is now."""
    return ""

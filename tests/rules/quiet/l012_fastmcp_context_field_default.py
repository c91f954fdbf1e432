"""fastmcp's injected `Context`, written `ctx: Context | None = Field(default=None,
description=...)` (or `Optional[Context]`): fastmcp fills it at call time and leaves it out
of the schema, so the description written for it is not one the model should see. No L012
(sweep 9, seed 39: firefly-iii-mcp's 12 operation tools). fastmcp 4.1.6 sends only `action`
and `params_json`."""
from typing import Optional

from fastmcp import Context, FastMCP
from pydantic import Field

mcp = FastMCP("firefly")


@mcp.tool(tags={"rules"})
async def rules_operations(
    action: str = Field(description="Action to perform: 'get_rule' or 'list_rule'."),
    params_json: str = Field(default="{}", description="JSON string of the action's parameters."),
    ctx: Context | None = Field(default=None, description="MCP context for progress reporting"),
) -> dict:
    """Manage Firefly III rules."""
    return {}


@mcp.tool()
async def piggy_banks(
    action: str = Field(description="Action to perform: 'list' or 'get'."),
    ctx: Optional[Context] = Field(default=None, description="MCP context for progress reporting"),
) -> dict:
    """Manage Firefly III piggy banks."""
    return {}

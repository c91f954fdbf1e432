# toolsight-test: {"tokens": {"set-budget": 120}}
"""iflow-mcp-jcwleo-ccxt-mcp-server (issue 26, seed 59): `amount` has no default after `side`,
which has one. CPython 3.11 and 3.12 `compile()` raise `SyntaxError` at `amount` (3.12:
"parameter without a default follows parameter with a default"), so the server's module never
runs and none of its tools is registered: X006 there, and nothing about the tools (their set
costs 149 tokens, over the budget: no T002)."""
from typing import Annotated

from mcp.server.fastmcp import FastMCP
from pydantic import Field

mcp = FastMCP("orders")


@mcp.tool()
def order_status(order_id: str) -> str:
    """The status of an order."""
    return ""


@mcp.tool()
def cancel_order(order_id: str) -> str:
    """Cancel an order that has not shipped yet."""
    return ""


@mcp.tool(name="place.limit.order")
async def place_limit_order(
    symbol: Annotated[str, Field(description="The trading symbol.")] = "BTC/USDT",
    side: Annotated[str, Field(description="'buy' or 'sell'.")] = "buy",
    amount: Annotated[float, Field(description="How much to buy or sell.", gt=0)],  # expect: X006
    price: Annotated[float, Field(description="The limit price.", gt=0)],
) -> str:
    """Place a limit order."""
    return ""

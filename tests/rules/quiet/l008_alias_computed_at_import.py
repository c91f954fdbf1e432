"""A type alias bound at import to a value toolsight does not evaluate
(`InstrumentStatus = _choices(*(...))`, a `Literal` built by a call): the name is bound in the
module, so the string annotation `from __future__ import annotations` makes resolves; the
type is unread, not undefined. No L008 (sweep 9, seed 39: t-bank-invest-mcp-read-only's 9;
mcp 1.30's FastMCP sends `{type: string, enum: [...]}` for it)."""
from __future__ import annotations

from typing import Literal

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("tbank")

INSTRUMENT_STATUSES = ("BASE", "ALL")
PORTFOLIO_CURRENCIES = ("RUB", "USD")


def _choices(*values: str):
    return Literal[values]


InstrumentStatus = _choices(*("INSTRUMENT_STATUS_" + s for s in INSTRUMENT_STATUSES))
PortfolioCurrency = _choices(*PORTFOLIO_CURRENCIES)


@mcp.tool()
async def list_shares(instrument_status: InstrumentStatus = "INSTRUMENT_STATUS_BASE") -> str:
    """List the shares."""
    return ""


@mcp.tool()
async def get_portfolio(account_id: str, currency: PortfolioCurrency = "RUB") -> str:
    """Get an account's portfolio."""
    return ""

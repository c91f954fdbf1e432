"""The tool description names the parameter only as a word of its sentence ("... last price
for instruments", kite-mcp's `get_ohlc`); the exchange prefix the dropped `Annotated` text
asks for is said nowhere the MCP SDK sends: L012 stands."""
from typing import Annotated

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("kite")


@mcp.tool()
def get_ohlc(
    instruments: Annotated[list[str], "List of instruments with exchange prefix, e.g. ['NSE:RELIANCE', 'NSE:INFY']"],  # expect: L012
) -> str:
    """Get OHLC (open, high, low, close) and last price for instruments."""
    return ",".join(instruments)

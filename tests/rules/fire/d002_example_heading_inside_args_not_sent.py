"""An `Example:` line at the entries' indentation inside `Args:` (openalgo-mcp's
`get_multi_quotes`): fastmcp reads the Args section into parameter descriptions and sends
only the summary as the tool's description, so the example reaches the model nowhere (ran
fastmcp 4.1.6: description "Get real-time quotes ...", `symbols` described as "List of
symbol-exchange pairs"). The finding names that loss, not a renamed parameter."""
from fastmcp import FastMCP

mcp = FastMCP("quotes")


@mcp.tool()
def get_multi_quotes(symbols: list[dict[str, str]]) -> str:
    """
    Get real-time quotes for multiple symbols in a single request.

    Args:
        symbols: List of symbol-exchange pairs
        Example: [{"symbol": "RELIANCE", "exchange": "NSE"}]  # expect: D002

    Returns:
        JSON with the quotes.
    """
    return ""

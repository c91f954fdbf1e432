"""Tools registered on a server the module replaces before serving it (mcp-windows-server's
`unified_server.py`: `mcp = FastMCP("MySQL MCP Server")`, tools, then `mcp =
FastMCP("unified-server")` twice, and `main()` runs `mcp.run()`, the last server). The two
`analyse_metrics` are both on the first server, which no client ever lists: listed, not
sent, so they collide nowhere. On the server that runs, one `status` each.
(`fire/c001_mcp_duplicate_on_the_server_served_last.py`: a duplicate on the last server;
`fire/c001_mcp_duplicate_on_a_replaced_server_that_escaped.py`: the first server escapes.)"""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("metrics")


@mcp.tool()
def analyse_metrics(table: str) -> str:
    """Analyse the metrics of a table."""
    return table


@mcp.resource("metrics://tables")
def tables() -> str:
    return "tables"


@mcp.tool()
def analyse_metrics(table: str, deep: bool = False) -> str:  # noqa: F811
    """Analyse the metrics of a table, deeply if asked."""
    return table


def main() -> None:
    mcp.run(transport="stdio")


mcp = FastMCP("unified")


@mcp.tool()
def status() -> str:
    """Report the server's status."""
    return "ok"


mcp = FastMCP("unified")


@mcp.tool()
def health() -> str:
    """Report the server's health."""
    return "ok"


if __name__ == "__main__":
    main()

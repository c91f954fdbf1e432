# expect: X002
# toolsight-test: {"max-file-size": 200}
"""Over the configured size: not analysed, and said so."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m")


@mcp.tool()
def weather(city: str) -> str:
    return city

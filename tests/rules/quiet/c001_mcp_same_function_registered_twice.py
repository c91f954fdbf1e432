"""The same function registered twice on one MCP SDK FastMCP server (a decorator, then
`mcp.tool()(f)` again, as mcp-jupyter's `create_server` does): `ToolManager.add_tool` keys
tools by name and returns the existing one (mcp 1.30, 2.3), so the server lists one tool."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notebooks")


@mcp.tool()
def setup_notebook(path: str) -> str:
    """Create or open a notebook."""
    return path


mcp.tool()(setup_notebook)

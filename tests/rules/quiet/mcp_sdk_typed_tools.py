"""MCP SDK tools with typed parameters: object input schemas, arrays with items."""
from mcp.server.mcpserver import MCPServer

mcp = MCPServer("files")


@mcp.tool()
def tag_files(paths: list[str], tag: str, dry_run: bool = False) -> str:
    """Tag files with a label."""
    return tag

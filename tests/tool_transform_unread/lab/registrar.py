"""instrmcp's shape (issue 26, seed 60): a registrar handed the server, importing only
`mcp.types`, registers a tool without a docstring; the server module (`server.py`) rewrites the
tools' descriptions at run time with fastmcp's `ToolTransform`, from a configuration file."""
from mcp.types import TextContent


class Registrar:
    def __init__(self, mcp_server):
        self.mcp = mcp_server

    def register_all(self):
        @self.mcp.tool(name="get_values")
        async def get_values(queries: str) -> list[TextContent]:
            # Description loaded from the metadata file.
            return [TextContent(type="text", text=queries)]

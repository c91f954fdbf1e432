"""volcengine-ark-mcp's `mcp_runtime.py` (seed 52): a project subclass of the MCP SDK 2.x
server whose own `tool` gives the SDK the description from its table when it has an entry
(`options.setdefault("description", summary)`). mcp 2.3 lists `generate_image` with the
table's summary (ran it on the package), and the function's own parameters."""
from mcp.server.mcpserver import MCPServer

SHORT_DESCRIPTIONS = {"generate_image": "Generate or edit an image."}


class ReliableMCPServer(MCPServer):
    def tool(self, *args, **kwargs):
        register = super().tool

        def decorate(fn):
            name = kwargs.get("name") or fn.__name__
            options = dict(kwargs)
            summary = SHORT_DESCRIPTIONS.get(name)
            if summary:
                options.setdefault("description", summary)
            register(*args, **options)(fn)
            return fn

        return decorate

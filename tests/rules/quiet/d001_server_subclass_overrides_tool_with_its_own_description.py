"""volcengine-ark-mcp (issue 26, seed 52): a project subclass of the server overrides `tool`
and gives the SDK a description of its own: `ReliableMCPServer.tool` (mcp_runtime.py:87-99)
sets `description` from its table before `super().tool(...)` (mcp 2.3 lists `generate_image`
with the table's summary, not its docstring). That description is unread, so no rule about
it speaks (main: D001, this function has no docstring)."""
from mcp.server.mcpserver import MCPServer

SHORT_DESCRIPTIONS = {"generate_image": "Generate or edit an image."}


class ReliableMCPServer(MCPServer):
    def tool(self, *args, **kwargs):
        register = super().tool

        def decorate(fn):
            options = dict(kwargs)
            summary = SHORT_DESCRIPTIONS.get(kwargs.get("name") or fn.__name__)
            if summary:
                options.setdefault("description", summary)
            register(*args, **options)(fn)
            return fn

        return decorate


mcp = ReliableMCPServer("ark")


@mcp.tool()
def generate_image(prompt: str) -> dict:
    return {"prompt": prompt}

"""A project subclass of the server whose `tool` hands on the caller's own description
(`description=description`) and gives none of its own: the SDK sends the docstring, and
this function has none (mcp 2.3 sends the description `""`). The description the override
sets itself is unread only where it sets one
(quiet/d001_server_subclass_overrides_tool_with_its_own_description.py)."""
from mcp.server.mcpserver import MCPServer


class LoggedServer(MCPServer):
    def tool(self, name=None, description=None, **kwargs):
        register = super().tool(name=name, description=description, **kwargs)

        def decorate(fn):
            self.calls = 0
            return register(fn)

        return decorate


mcp = LoggedServer("ark")


@mcp.tool()
def generate_image(prompt: str) -> dict:  # expect: D001
    return {"prompt": prompt}

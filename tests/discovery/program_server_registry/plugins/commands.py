"""Commands registered on a parameter named `mcp` that is never a server."""

# expect: none


def register_commands(mcp):
    @mcp.tool()
    def reload_plugins() -> str:
        """A command: not a tool."""
        return ""

"""More commands, registered by a loop over modules with the command table."""

# expect: none


def register(mcp) -> None:
    @mcp.tool()
    def head(lines: int = 10) -> str:
        """A CLI command: not a tool."""
        return ""

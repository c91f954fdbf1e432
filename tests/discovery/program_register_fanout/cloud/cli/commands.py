"""Commands: `register` is only handed the command table."""

# expect: none


def register(mcp) -> None:
    @mcp.tool()
    def tail(lines: int = 10) -> str:
        """A CLI command: not a tool."""
        return ""

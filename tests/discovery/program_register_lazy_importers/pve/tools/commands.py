"""Commands: `register` is only handed the command table of `pve.cli`."""

# expect: none


def register(mcp) -> None:
    @mcp.tool()
    def reboot(vmid: int) -> str:
        """A CLI command: not a tool."""
        return ""

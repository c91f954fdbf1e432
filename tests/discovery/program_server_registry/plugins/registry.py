"""A registry handing its host's `mcp` (a command table) to a registering function."""

# expect: none

from plugins.commands import register_commands


class PluginRegistry:
    def __init__(self, host) -> None:
        self.mcp = host.mcp

    def load(self) -> None:
        register_commands(self.mcp)

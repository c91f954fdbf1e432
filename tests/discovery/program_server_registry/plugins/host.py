"""A host whose `mcp` attribute is the project's command table: its registry registers no
tools."""

# expect: none

from fastmcp import FastMCP

from plugins.registry import PluginRegistry


class CommandTable:
    def tool(self, *args, **kwargs):
        return lambda fn: fn


class Host:
    def __init__(self) -> None:
        self.mcp = CommandTable()
        self.server = FastMCP("unrelated")
        PluginRegistry(self).load()

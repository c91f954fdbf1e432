"""The server object: makes the fastmcp server and hands itself to the registry."""

# expect: none

from fastmcp import FastMCP

from home.registry import DirectRegistry, ToolsRegistry


class SmartServer:
    def __init__(self) -> None:
        self.client = object()
        self.mcp = FastMCP("home")
        self.tools_registry = ToolsRegistry(self)
        self.tools_registry.register_all()


def build() -> FastMCP:
    mcp = FastMCP("direct")
    DirectRegistry(mcp).register()
    return mcp

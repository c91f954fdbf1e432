"""The server registers the manager's tools: `register_tools_with_mcp` is called here."""

from mcp.server.fastmcp import FastMCP

from .manager import ToolsManager

mcp = FastMCP("db")
ToolsManager(connection=None).register_tools_with_mcp(mcp)


def main():
    mcp.run()

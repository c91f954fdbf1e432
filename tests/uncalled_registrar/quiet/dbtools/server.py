"""A low-level server listing hand-written tools; the manager's registering method is never
called."""

from mcp.server import Server

from .manager import ToolsManager

server = Server("db")
manager = ToolsManager(connection=None)


@server.list_tools()
async def handle_list_tools():
    return manager.list_tools()


def main():
    server.run()

"""The server: every module registers its tools on one FastMCP instance.

# expect: none
"""

from mcp.server import FastMCP

from secmcp.modules.hosts import HostsModule
from secmcp.modules.users import UsersModule

server = FastMCP("sec")
for module_class in (UsersModule, HostsModule):
    module_class(client=None).register_tools(server)

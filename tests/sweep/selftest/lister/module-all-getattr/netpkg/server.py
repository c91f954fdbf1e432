# aws-network-mcp-server's registration: every name a tools package exports in __all__,
# fetched from the package with getattr. The package's __init__ rebinds each submodule's
# name to the function it imports from it (`from .list_vpcs import list_vpcs`), so
# getattr(vpc, "list_vpcs") is the function, not the submodule.
from fastmcp import FastMCP

from netpkg.tools import vpc, vpn

mcp = FastMCP(name="net")

for module in (vpc, vpn):
    for tool_name in module.__all__:
        mcp.tool(getattr(module, tool_name))


def helper_not_exported():
    return None

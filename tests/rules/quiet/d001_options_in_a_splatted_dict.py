"""Registration options handed over in a `**dict` (paymcp's dynamic confirmation tools): the
dict gives the name and the description, so the docstring is not what the MCP SDK sends
(`FastMCP.tool(name=None, description=None, ...)`: `description or inspect.getdoc(fn)`).
toolsight does not read a dict built and changed in the function: the description and the
name are unread, and no rule about them speaks."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("pay")


def make_confirm(pid, tool_name, config):
    confirm_tool_args = {
        "name": f"confirm_{tool_name}",
        "description": f"Confirm payment {pid} and execute {tool_name}()",
    }
    if config and "meta" in config:
        confirm_tool_args["meta"] = dict(config["meta"])

    @mcp.tool(**confirm_tool_args)
    async def _confirm():
        return pid


def register(options):
    @mcp.tool(**options)
    def lookup(query: str) -> str:
        return query

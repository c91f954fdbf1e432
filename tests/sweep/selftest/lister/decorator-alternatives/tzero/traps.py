"""Precision traps: an alias of a class that is not a framework's, a ternary whose branches are
a no-op or a look-alike object's `tool`, a plain no-op, and the
look-alike's own `tool` in a file importing the SDK.

"""

from mcp.server.fastmcp import Context


class LocalServer:
    def __init__(self, name: str) -> None:
        self.name = name

    def tool(self, **kwargs):
        self.ctx: Context | None = None
        return lambda fn: fn


ServerClass = LocalServer
local = ServerClass(name="stub")


def _noop(**kwargs):
    return lambda fn: fn


def build(flag: bool):
    deco = _noop if flag else local.tool
    plain = _noop

    @deco(name="not_a_tool")
    def not_a_tool(x: int) -> int:
        return x

    @plain()
    def also_not(x: int) -> int:
        return x

    @local.tool()
    def stub_tool(x: int) -> int:
        return x

    return not_a_tool, also_not, stub_tool

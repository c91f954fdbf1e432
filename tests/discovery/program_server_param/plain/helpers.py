"""`mcp` here is a parameter of a function no server is passed to; no framework is imported."""

# expect: none


def register(mcp):
    @mcp.tool()
    def not_a_tool(x: int) -> int:
        """Not a tool: `register` is only called with a plugin table below."""
        return x


class Table:
    def tool(self):
        return lambda fn: fn


register(Table())

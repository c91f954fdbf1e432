"""A vendored copy of the MCP SDK's FastMCP (abridged)."""

# expect: none


class FastMCP:
    def __init__(self, name=None, **settings):
        self.name = name

    def tool(self, name=None, **kwargs):
        def decorator(fn):
            return fn

        return decorator

"""A vendored copy of fastmcp (abridged)."""

# expect: none


class FastMCP:
    def __init__(self, name=None, **settings):
        self.name = name

    def tool(self, name_or_fn=None, **kwargs):
        def decorator(fn):
            return fn

        return decorator

"""The project's own registries; this module imports no framework."""

# expect: none


class Registry:
    """Collects handlers by name: its `tool` is not a framework's."""

    def __init__(self) -> None:
        self.handlers = {}

    def tool(self, name=None):
        def wrap(fn):
            self.handlers[name or fn.__name__] = fn
            return fn

        return wrap


class FastMCP:
    """A project class that merely shares the framework class's name."""

    def tool(self, *args, **kwargs):
        def wrap(fn):
            return fn

        return wrap

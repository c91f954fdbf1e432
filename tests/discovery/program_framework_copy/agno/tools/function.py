"""The framework's Function (agno/tools/function.py): no tool of its own."""
# expect: none


class Function:
    def __init__(self, name: str, entrypoint=None):
        self.name = name
        self.entrypoint = entrypoint

    @classmethod
    def from_callable(cls, c, name=None, strict: bool = False):
        return cls(name=name or c.__name__, entrypoint=c)

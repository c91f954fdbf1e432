"""The framework's toolkit base class (agno/tools/toolkit.py): no tool of its own."""
# expect: none


class Toolkit:
    def __init__(self, name: str = "toolkit", tools=None):
        self.name = name
        self.tools = list(tools) if tools else []

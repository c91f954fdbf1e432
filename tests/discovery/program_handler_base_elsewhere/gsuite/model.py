"""A project's own `Tool` record (not the SDK's).

# expect: none
"""


class Tool:
    def __init__(self, name: str, description: str, inputSchema: dict):
        self.name = name

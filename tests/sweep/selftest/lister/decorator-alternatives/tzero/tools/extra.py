"""The server handed in as a parameter; the decorator is an alias of its `tool`, bound in the
registering function."""


def register_extra(server):
    tool = server.tool

    @tool()
    def prune_context(path: str, budget: int = 4000) -> str:
        """Prune the context to a token budget."""
        return path

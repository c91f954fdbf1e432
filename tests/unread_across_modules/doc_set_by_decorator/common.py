"""The project's decorator that sets each tool's docstring from a table before the framework
reads it (mcp-jupyter-notebook's `shared_action`, issue 26, seed 49)."""

_DESCRIPTIONS = {"markdown_add": "Add a markdown cell to the notebook."}


def shared_action(name: str):
    """Use the shared description before MCP derives its tool metadata."""
    description = _DESCRIPTIONS[name]

    def annotate(function):
        function.__doc__ = description
        return function

    return annotate


def logged(function):
    """A decorator of the same project that leaves the docstring alone."""
    return function

"""Local tools, collected by a project object whose `append` is a decorator.

Negative: `ToolsList` and its methods, `_validate`.
"""


class ToolsList:
    """A list usable as a decorator."""

    def __init__(self):
        self._list = []

    def append(self, func):
        self._list.append(func)
        return func

    def __iter__(self):
        return iter(self._list)


tools = ToolsList()


def _validate(path: str) -> str:
    return path


# expect: fastmcp list_directory list_directory
@tools.append
def list_directory(path: str) -> list[str]:
    """The entries of a directory."""
    return [_validate(path)]

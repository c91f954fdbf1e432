"""The same optional-base shape over a plugin library that is no framework: no tools."""

# expect: none

from typing import Any

try:
    from fancy_plugins import Toolkit
except ImportError:

    class Toolkit:  # type: ignore[no-redef]
        def register(self, *args: Any) -> None:
            pass


class Shortcuts(Toolkit):
    def __init__(self) -> None:
        self.register(self.open_file)

    def open_file(self, path: str) -> str:
        """A plugin shortcut: not a tool."""
        return path

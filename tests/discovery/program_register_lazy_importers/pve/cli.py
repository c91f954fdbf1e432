"""The same lazy importers handing a project command table on: no tools."""

# expect: none

from typing import Any


class Table:
    """The project's command table."""

    def tool(self):
        return lambda fn: fn


table = Table()


def _import_commands() -> Any:
    from pve.tools import commands

    return commands


_IMPORTERS = {"commands": _import_commands}


def load(name: str) -> None:
    module = _IMPORTERS[name]()
    module.register(table)

"""The project's command table, handed on by the same fan-out and loop: no tools."""

# expect: none

from cloud.cli import commands, extra


class Table:
    """The project's command table."""

    def tool(self):
        return lambda fn: fn


def register(table) -> None:
    commands.register(table)


def register_each(table) -> None:
    for module in (extra,):
        module.register(table)


register(Table())
register_each(Table())

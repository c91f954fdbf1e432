"""A fastmcp tool whose service comes from `Depends(...)` bound to a module-level name and
used as the parameter's default (mcp-bugzilla: `_get_bz = Depends(get_bz)`, then
`bz: Bugzilla = _get_bz`, issue 26 seed 54). `get_dependency_parameters` checks the default's
value (`isinstance(parameter.default, Dependency)`), not how it is spelled, so the parameter
is left out before pydantic sees its class: ran fastmcp 4.1.6, the tool is listed with `{q}`
only. A default whose name holds a value toolsight does not read (a call of the project's
own) may be a dependency too: that parameter's presence is unread, so nothing is reported.
No L001 PydanticSchemaGenerationError."""
from fastmcp import FastMCP
from fastmcp.dependencies import Depends

mcp = FastMCP("no")


class Bugzilla:
    """A client object pydantic cannot build a schema for."""

    def __init__(self) -> None:
        self.ready = True


def get_bz() -> Bugzilla:
    return Bugzilla()


def make_dependency():
    return Depends(get_bz)


_get_bz = Depends(get_bz)
_made = make_dependency()


@mcp.tool()
async def bug_info(q: str, bz: Bugzilla = _get_bz) -> str:
    """Details of one bug."""
    return q


@mcp.tool()
async def bug_comments(q: str, bz: Bugzilla = _made) -> str:
    """The comments of one bug."""
    return q

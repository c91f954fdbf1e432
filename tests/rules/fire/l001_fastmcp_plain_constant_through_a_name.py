"""A fastmcp tool parameter whose default is a plain constant spelled through a module-level
name: not a dependency, so fastmcp keeps the parameter and pydantic fails on its class
(ran fastmcp 4.1.6: `PydanticSchemaGenerationError`, as with `= None` written in place)."""
from fastmcp import FastMCP

mcp = FastMCP("yes")

NO_CLIENT = None


class Bugzilla:
    """A client object pydantic cannot build a schema for."""

    def __init__(self) -> None:
        self.ready = True


@mcp.tool()
async def bug_info(q: str, bz: Bugzilla = NO_CLIENT) -> str:  # expect: L001
    """Details of one bug."""
    return q

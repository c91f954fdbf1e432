"""A fastmcp tool whose service comes from pydocket's `Depends(...)` (no-mcp-server): pydocket
0.27's `Depends` returns a subclass of uncalled_for's `_Depends`, a `Dependency`, which
fastmcp's `get_dependency_parameters` finds, so `without_injected_parameters` leaves the
parameter out before pydantic sees its class: ran fastmcp 4.1.6 with pydocket 0.27.0, the
tool is listed with `{q}` only. No L001 PydanticSchemaGenerationError."""
from docket import Depends
from fastmcp import FastMCP

mcp = FastMCP("no")


class AskQuestionService:
    """A service object pydantic cannot build a schema for."""

    def __init__(self) -> None:
        self.ready = True


def make_service() -> AskQuestionService:
    return AskQuestionService()


@mcp.tool
async def query(
    q: str,
    service: AskQuestionService = Depends(make_service),  # noqa: B008
) -> str:
    """Get a creative reason to decline a user request."""
    return q

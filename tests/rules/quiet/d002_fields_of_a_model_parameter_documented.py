"""better-mcps-filesystem's shape (seed 60, D002 ×4 judged wrong): the docstring's `Args:`
documents the fields of the tool's one model parameter. fastmcp sends the docstring whole as
the description and the fields as properties of `params`, so every documented name is one the
model sees: nothing was renamed."""
from fastmcp import FastMCP
from pydantic import BaseModel, Field

mcp = FastMCP("files")


class ListDirParams(BaseModel):
    path: str = Field(..., description="Absolute directory path to list")
    max: int = Field(200, description="Maximum number of entries to return")


@mcp.tool
def list_dir(params: ListDirParams) -> str:
    """List the entries of a directory.

    Args:
        path: Absolute directory path to list.
        max: Maximum number of entries to return.
    """
    return params.path

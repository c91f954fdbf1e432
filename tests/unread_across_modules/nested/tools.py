"""A tool whose annotation names a class nested in a class of another module: the module
defines it (no L008 "defines or imports no ..."); toolsight does not read nested classes, so
the payload is unread rather than wrong."""
from typing import Annotated, Sequence

from fastmcp import FastMCP
from pydantic import Field

from .model import Blocks

mcp = FastMCP("blöcke")


@mcp.tool
def update_blocks(codes: Annotated[Sequence[Blocks.Block.Code], Field(description="Code blocks")]) -> str:
    """Update the code blocks."""
    return ""


@mcp.tool
def missing(codes: Blocks.Blok) -> str:
    """A typo in a nested name of a class the module defines is not reported either: the
    module binds `Blocks`, and toolsight does not read inside it."""
    return ""

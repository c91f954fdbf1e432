"""A parameter annotated with a plain class of the module (no base toolsight cannot read):
pydantic has no schema for it, so FastMCP raises when the tool is registered."""
from fastmcp import FastMCP

mcp = FastMCP("demo")


class Base:
    pass


class Request(Base):
    pass


@mcp.tool()
def create(body: Request) -> str:  # expect: L001
    """Create something.

    Args:
        body: What to create.
    """
    return "ok"

"""A parameter class deriving from a project class that derives from another package's class
(security-review-mcp's `FindingCreate(FindingBase)` over `FindingBase(SQLModel)`: sqlmodel's
`SQLModel` is a pydantic `BaseModel`, a non-table model renders as an object): the unread
base decides what pydantic makes of both classes, so toolsight claims no error. Seed 56:
1 L001 wrong."""
from mcp.server.fastmcp import FastMCP
from sqlmodel import Field, SQLModel

mcp = FastMCP("demo")


class FindingBase(SQLModel):
    """Fields shared by every finding."""

    title: str = Field(min_length=3, max_length=200, description="Short name of the issue")


class FindingCreate(FindingBase):
    """A finding as submitted."""


@mcp.tool()
def record_finding(finding: FindingCreate) -> str:
    """Record a finding.

    Args:
        finding: The finding to record.
    """
    return finding.title

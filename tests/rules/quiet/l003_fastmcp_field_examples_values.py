"""`Field(examples=[...])` holds instance values, not schema nodes: a filter example with a
`"type"` key (Prefect's FlowRunFilter JSON) is data, and so are `default`, `const` and
`enum` values. No L003 (sweep 9, seed 39: prefect-mcp's 3 filters)."""
from typing import Any, Literal

from fastmcp import FastMCP
from pydantic import Field

mcp = FastMCP("prefect")


@mcp.tool()
def get_flow_runs(
    filter: dict[str, Any] | None = Field(
        default=None,
        description="JSON filter object for advanced querying",
        examples=[
            {"state": {"type": {"any_": ["FAILED", "CRASHED"]}}},
            {"flow_run": {"type": "object"}},
        ],
    ),
    kind: Literal["float"] = "float",
    shape: dict[str, Any] = Field(default={"type": "float"}, description="A shape."),
) -> dict:
    """List flow runs matching a filter."""
    return {}

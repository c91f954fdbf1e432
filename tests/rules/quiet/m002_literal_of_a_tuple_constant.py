"""`Literal[WAYS]` with `WAYS` a tuple of strings: the subscript receives the tuple as its
parameters, so it is a `Literal` of the tuple's elements and fastmcp sends
`{type: string, enum: [...]}`, not an array. No M002 (sweep 9, seed 39: llmledger-mcp's
`Way = Literal[speed.WAYS]`, 5)."""
from typing import Annotated, Literal

from fastmcp import FastMCP
from pydantic import Field

WAYS = ("api", "claude-code", "claude-code-session", "ollama", "other")
Way = Literal[WAYS]

mcp = FastMCP("ledger")


@mcp.tool()
def estimate(
    way: Annotated[Way, Field(description="How the model is called")] = "api",
    ways: list[Way] | None = None,
    local_way: Annotated[Way | None, Field(description="How the local model is called")] = None,
) -> str:
    """Estimate what a run costs."""
    return ""

"""An alias bound at run time (`Text = Optional[str]`) and bound again only for the type
checker after it (`if TYPE_CHECKING: Text = str`): pydantic evaluates the run-time value,
which allows None (ran mcp 1.30: `anyOf [string, null]`, default null). The
`TYPE_CHECKING` binding never runs, so it decides nothing: no V003."""
from typing import TYPE_CHECKING, Optional

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("no")

Text = Optional[str]
if TYPE_CHECKING:
    Text = str


@mcp.tool()
def speak(text: str, voice_id: Text = None) -> str:
    """Speak a text."""
    return text

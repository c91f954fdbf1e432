"""A `Literal` that lists `None` allows None: `headless: Literal[False, True, None] = None`
defaults to a value its type admits (seleniumbase-mcp, seed 51). Ran mcp 1.30.0: the schema is
`{"default": null, "enum": [false, true, null]}`, a `Literal["a", None]` inside a union is
`{"enum": ["a", null]}`, and `call_tool` with both set to null returns `(None, None)`: nothing
for V003 ("its type does not allow None") to say."""
from typing import Literal, Union

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("s")


@mcp.tool()
def browse(
    headless: Literal[False, True, None] = None,
    mode: Union[int, Literal["a", None]] = None,
) -> str:
    """Open a browser."""
    return repr((headless, mode))

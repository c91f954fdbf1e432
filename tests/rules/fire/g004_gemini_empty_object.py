"""stores sends `parameters: {"type": "object", "properties": {}}` for a tool without
arguments; Gemini refuses it (`properties: should be non-empty for OBJECT type`), and
selectools' Gemini payload does the same for a bare `dict`."""
import stores
from selectools import tool


def server_time() -> str:  # expect: G004
    """Return the server's current time."""
    return ""


index = stores.Index([server_time])


@tool(description="Store arbitrary metadata.")
def put_metadata(key: str, metadata: dict) -> str:  # expect: G004
    """Store arbitrary metadata."""
    return ""

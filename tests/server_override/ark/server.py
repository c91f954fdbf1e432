"""The tools of the server whose class `runtime.ReliableMCPServer` overrides `tool` with a
description of its own: the function has no docstring, yet mcp lists it with the table's
description, so D001 has nothing to report."""
from .runtime import ReliableMCPServer

mcp = ReliableMCPServer("ark")


@mcp.tool()
def generate_image(prompt: str, size: str = "2K") -> dict:
    return {"prompt": prompt, "size": size}

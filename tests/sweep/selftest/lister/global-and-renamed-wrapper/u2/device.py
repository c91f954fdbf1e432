from .mcp import mcp


@mcp.tool("init", tags={"device"})
async def init(serial: str = ""):
    return None


def _connect(serial: str):
    return None

"""A low-level server's `list_tools` that returns one of two lists by a setting
(iflow-mcp-kontext-dev-browser-use-mcp-server, `if patient_mode: return [...] else: return
[...]`): each call lists one `browser_use`, never both."""
import mcp.types as types
from mcp.server.lowlevel import Server

server = Server("browser")
PATIENT_MODE = False


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    if PATIENT_MODE:
        return [
            types.Tool(
                name="browser_use",
                description="Performs a browser action and returns the result.",
                inputSchema={
                    "type": "object",
                    "required": ["url"],
                    "properties": {"url": {"type": "string", "description": "URL to open"}},
                },
            ),
        ]
    else:
        return [
            types.Tool(
                name="browser_use",
                description="Performs a browser action and returns a task id.",
                inputSchema={
                    "type": "object",
                    "required": ["url"],
                    "properties": {"url": {"type": "string", "description": "URL to open"}},
                },
            ),
        ]

# Modules written for Python 3.12+ (PEP 695 type aliases, PEP 701 f-strings) and 3.14
# (PEP 758: `except A, B:` without parentheses) hold tools too (mammoth-mcp-server, docker-mcp-server).
from mcp.server.mcpserver import MCPServer

type Json = dict[str, object]

mcp = MCPServer("modern")


@mcp.tool()
async def list_connections(project_id: int) -> Json:
    try:
        return {"names": f"{"\n".join(["a", "b"])}"}
    except ValueError, TypeError:
        return {}


def helper() -> None:
    return None

"""An MCP server's tool whose 55-character name fits OpenAI's 64 until an MCP client
prefixes it (`mcp__github__list_open_...` is 68)."""
from mcp.server.mcpserver import MCPServer

server = MCPServer("github")


@server.tool()
def list_open_pull_requests_awaiting_review_for_repository(repo: str) -> list[str]:  # expect: N006
    """List the open pull requests of a repository that wait for a review."""
    return []


@server.tool()
def list_repositories(owner: str) -> list[str]:
    """List the repositories of an owner."""
    return []

"""A 49-character name under Claude Code's `mcp__<server>__` prefix: 7 characters plus the
server's name, so it passes OpenAI's 64 only when that name is longer than 8 characters
(g8-mcp-server's `g8_landing_page_create_landing_page_agent_session`, sweep 8, seed 38:
the message claimed `mcp__server__` alone took it past 64). The snapshot holds the claim."""
from mcp.server.fastmcp import FastMCP

server = FastMCP("g8")


@server.tool()
def g8_landing_page_create_landing_page_agent_session(page_id: str) -> str:  # expect: N006
    """Create an agent session for a landing page."""
    return page_id

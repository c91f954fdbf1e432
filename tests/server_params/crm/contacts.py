"""Contact tools, registered on whatever server the caller hands over."""
from mcp.server.fastmcp import FastMCP


def register_contacts(mcp: FastMCP) -> None:
    @mcp.tool()
    def find_contact(email: str, include_archived: bool = False) -> dict:
        """Find one contact by email address: their name, their company, their owner and the
        date of their last activity; archived contacts only when asked for."""
        return {}

    @mcp.tool()
    def search(query: str, limit: int = 20) -> list[dict]:
        """Search contacts by name, company or email; the best matches first."""
        return []

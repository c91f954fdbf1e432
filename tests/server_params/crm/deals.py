"""Deal tools, registered on whatever server the caller hands over."""
from mcp.server.fastmcp import FastMCP


def register_deals(mcp: FastMCP) -> None:
    @mcp.tool()
    def open_deal(contact_id: str, amount: float, stage: str = "lead") -> dict:
        """Open a deal for a contact at a stage of the pipeline, with its expected amount in
        the account's currency; the contact's owner becomes the deal's owner."""
        return {}

    @mcp.tool()
    def search(query: str, stage: str = "any") -> list[dict]:
        """Search deals by title or contact, at one stage of the pipeline or any."""
        return []

"""Entity tools, registered on the server the caller passes."""

from fastmcp import FastMCP


def register(mcp: FastMCP):
    @mcp.tool()
    async def create_entity(name: str, entity_type: str) -> dict:
        return {"name": name, "type": entity_type}

    @mcp.tool()
    async def delete_entity(entity_id: int) -> bool:
        return True

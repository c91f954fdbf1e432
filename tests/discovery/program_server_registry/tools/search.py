"""Search tools; this module imports no framework."""


def register_search_tools(mcp, client):
    # expect: fastmcp register_search_tools.<locals>.search_entities search_entities
    @mcp.tool(annotations={"readOnlyHint": True})
    async def search_entities(query: str, limit: int = 10) -> dict:
        """Search entities."""
        return {}

    # expect: fastmcp register_search_tools.<locals>.get_state state
    @mcp.tool(name="state")
    async def get_state(entity_id: str) -> dict:
        """The state of one entity."""
        return {}

    def _score(x: str) -> int:
        """A helper: not a tool."""
        return len(x)

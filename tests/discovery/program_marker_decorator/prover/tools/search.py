"""Search tools."""

from prover import tool_registry


# expect: mcp search prover_search
@tool_registry.tool("prover_search")
def search(query: str, limit: int = 10) -> list[str]:
    """Search the library."""
    return [query][:limit]

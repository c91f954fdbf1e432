"""Two registrars of one module register a tool under the same name on their own `mcp`
parameter, and nothing in the module calls either (mseep-maverick-mcp's
`register_research_tools`, which no module calls at all): which server each is given is
decided where it is called. A module that calls both on one server is where the collision is
reported (`fire/c001_registrars_called_together.py`)."""
from mcp.server.fastmcp import FastMCP


def register_research_tools(mcp: FastMCP) -> None:
    @mcp.tool(name="research_comprehensive_research")
    async def research_comprehensive(query: str) -> dict:
        """Run a comprehensive research on a query."""
        return {"query": query}


def register_all_router_tools(mcp: FastMCP) -> None:
    @mcp.tool(name="research_comprehensive_research")
    async def comprehensive_research(query: str, max_sources: int = 10) -> dict:
        """Research a query across many sources."""
        return {"query": query, "max_sources": max_sources}

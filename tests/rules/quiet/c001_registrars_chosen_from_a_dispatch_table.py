"""Two registrars register `search` and `fetch` on their own `mcp` parameter, and the module
calls neither by name: it picks one from a table (`_REGISTRARS[jurisdiction]`) and calls that
one (vaquill-mcp's `register_aliases`, one jurisdiction per server). Which registrar runs, and
on which server, is decided at run time by a call toolsight does not follow, so the two sets
are not known to be one. A module that calls both on one server by name is where the
collision is reported (`fire/c001_registrars_called_together.py`)."""
from mcp.server.fastmcp import FastMCP


def _register_us(mcp: FastMCP, base_url: str) -> None:
    @mcp.tool(name="search", description="Search US primary law.")
    async def search(query: str) -> dict:
        return {"query": query, "base": base_url}

    @mcp.tool(name="fetch", description="Fetch one US statute section.")
    async def fetch(id: str) -> dict:
        return {"id": id}


def _register_in(mcp: FastMCP, base_url: str) -> None:
    @mcp.tool(name="search", description="Search Indian legislation.")
    async def search(query: str) -> dict:
        return {"query": query, "base": base_url}

    @mcp.tool(name="fetch", description="Fetch one Indian act.")
    async def fetch(id: str) -> dict:
        return {"id": id}


_REGISTRARS = {"US": _register_us, "IN": _register_in}


def register_aliases(mcp: FastMCP, jurisdiction: str, base_url: str) -> None:
    registrar = _REGISTRARS.get(jurisdiction)
    if registrar is None:
        return
    registrar(mcp, base_url)

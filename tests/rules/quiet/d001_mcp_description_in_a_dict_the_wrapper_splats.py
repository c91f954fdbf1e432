"""A wrapper builds the registration's options in a dict of its own and splats it
(crowdstrike-mcp's `BaseModule._add_tool`): `kwargs = {"name": name, ...}`, then
`kwargs["description"] = description` when one is given, then `server.tool(**kwargs)`. The
MCP SDK sends the description the call site passes, so the undocumented methods are
described; `structured_output=False` in the dict means no output schema either."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("cases")


class Module:
    def _add_tool(self, server: FastMCP, method, name: str, description: str | None = None) -> None:
        kwargs = {"name": name, "structured_output": False}
        if description:
            kwargs["description"] = description
        server.tool(**kwargs)(method)


class Cases(Module):
    def register(self, server: FastMCP) -> None:
        self._add_tool(server, self.case_get, name="case_get", description="Get full case details by ID.")
        self._add_tool(server, self.case_query, name="case_query", description="Query the cases.")

    async def case_get(self, ids: str) -> str:
        return ids

    async def case_query(self, query: str) -> str:
        return query


Cases().register(mcp)

"""Beside `quiet/d001_mcp_description_in_a_dict_the_wrapper_splats.py`: the description the
wrapper's dict carries is read, and the parameter's own text (`Annotated[str, "..."]`, which
the MCP SDK drops) is not in it, so the model is told nothing of `ids` but its name. A
description the call site does not give is not read (`if description:` keeps the key out,
and what the framework falls back to is decided by the call)."""
from typing import Annotated

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("cases")


class Module:
    def _add_tool(self, server: FastMCP, method, name: str, description: str | None = None) -> None:
        kwargs = {"name": name}
        if description:
            kwargs["description"] = description
        server.tool(**kwargs)(method)


class Cases(Module):
    def register(self, server: FastMCP) -> None:
        self._add_tool(server, self.case_get, name="case_get", description="Get full case details.")

    async def case_get(self, ids: Annotated[str, "Comma-separated case IDs"]) -> str:  # expect: L012
        """Look cases up."""
        return ids


Cases().register(mcp)

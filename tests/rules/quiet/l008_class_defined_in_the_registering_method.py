"""A request model defined in the method that registers the tools, just before the nested
`def` that uses it, without `from __future__ import annotations`: the annotation is evaluated
when the `def` runs, where the class is bound, so it is no undefined name (sweep 8, seed 38:
mcp-server-things' `_register_tools`)."""
from fastmcp import FastMCP
from pydantic import BaseModel


class ThingsServer:
    def __init__(self) -> None:
        self.mcp = FastMCP("things")
        self._register_tools()

    def _register_tools(self) -> None:
        class AddTodoRequest(BaseModel):
            title: str
            notes: str = ""

        @self.mcp.tool()
        def add_todo(request: AddTodoRequest) -> str:
            """Add a to-do to the inbox."""
            return request.title


server = ThingsServer()

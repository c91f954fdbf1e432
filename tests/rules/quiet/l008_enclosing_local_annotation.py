"""An annotation that names a local of the enclosing function (computed when it runs, from
the call's arguments) is no undefined name: Python evaluates it when the inner `def` runs,
and fastmcp builds the schema from the value. toolsight does not compute it, so the
parameters are unread and nothing is said about them (no L008, no NameError)."""
from typing import Annotated, Literal, Union, get_args

from fastmcp import FastMCP
from pydantic import Field

Kind = Literal["table", "view"]


def register(server: FastMCP, kinds: list[str]) -> None:
    kind_annotation = Annotated[
        Union[str, *get_args(Kind)],
        Field(description="One of " + ", ".join(kinds)),
    ]

    @server.tool(name="create_object")
    def create_object(kind: kind_annotation, name: str) -> str:
        """Create an object."""
        return name

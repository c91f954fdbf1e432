"""A field annotated `type[X]` in the model a fastmcp tool returns (mcp-django's
`ModelResource.model_class: type[models.Model]`): pydantic's `is_subclass_schema` gives `{}`
(pydantic 2.12-2.14, ran), so fastmcp 4.1.6 lists the tool with `model_class: {}` in its
output schema; nothing raises, no L001."""
from fastmcp import FastMCP
from pydantic import BaseModel

mcp = FastMCP("django")


class Base:
    """A class of the project."""


class ModelResource(BaseModel):
    model_class: type[Base]
    import_path: str


@mcp.tool
def list_models() -> list[ModelResource]:
    """List the project's models."""
    return []

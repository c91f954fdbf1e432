"""crewai's function calling closes every object: a mapping parameter becomes an empty object
the model can only fill with `{}`, and a recursive model is cut after its first level."""
from crewai.tools import tool
from pydantic import BaseModel


class Category(BaseModel):
    name: str
    children: list["Category"]


@tool("Tag documents")
def tag_documents(
    labels: dict[str, int],  # expect: L010
    metadata: dict,  # expect: L010
    taxonomy: Category,  # expect: L010
) -> str:
    """Tag documents with labels and metadata."""
    return ""

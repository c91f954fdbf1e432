"""`@tool("search", args_schema=SearchInput)`: langchain sends `SearchInput`'s schema, not
the signature, so the Gemini objection to `filters` (a `Dict[str, Any]` becomes an OBJECT
without properties; langchain-google-genai 4.4.2) is on the model's field, not on the
`def`'s `filters: dict` (whose type is not what is sent). Names with non-ASCII text
(`Städ`) keep the columns in UTF-16.
"""
from typing import Any, Dict

from langchain_core.tools import tool
from pydantic import BaseModel, Field


class SearchInput(BaseModel):
    query: str = Field(description="Söker efter städ")
    filters: Dict[str, Any] = Field(description="Filters by field")  # expect: G004


@tool("search", args_schema=SearchInput)
def search(query: str, filters: dict) -> str:
    """Search the index."""
    return query

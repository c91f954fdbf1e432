"""langchain `BaseTool` subclasses are described by their `description` field, not by a
docstring: D001 does not apply, and its fix inserts nothing. A description computed when the
class is defined, or set in `__init__`, is not read: the tool is listed, its payload is shown
as unread, and nothing that depends on it is reported."""
from typing import Optional

from langchain_core.callbacks import CallbackManagerForToolRun
from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field

REGIONS = ["eu", "us"]


class SearchInput(BaseModel):
    query: str = Field(description="What to look for.")


class Search(BaseTool):
    name: str = "search"
    description: str = "Search the catalog for a product."
    args_schema: type[BaseModel] = SearchInput

    def _run(self, query: str) -> str:
        return query


class Weather(BaseTool):
    name: str = "weather"
    description: str = (
        "Today's weather for a city. "
        "Input should be a city name."
    )

    def _run(
        self,
        city: str,
        run_manager: Optional[CallbackManagerForToolRun] = None,
    ) -> str:
        return city


class RegionSearch(BaseTool):
    name: str = "region_search"
    description: str = f"Search one of the regions {', '.join(REGIONS)}."

    def _run(self, query: str, region: str = "eu") -> str:
        return query


class Configured(BaseTool):
    name: str = "configured"
    description: str = ""

    def __init__(self, text: str, **kwargs):
        super().__init__(**kwargs)
        self.description = text

    def _run(self, query: str) -> str:
        return query

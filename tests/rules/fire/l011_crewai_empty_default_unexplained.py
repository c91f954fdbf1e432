"""An empty-string default whose description does not say what the empty value means
(beside `quiet/l011_empty_default_meaning_stated.py`): crewai's strict mode drops the
default and makes the field required, and nothing tells the model that `""` means "no
filter"; a description that mentions "empty" about something else does not count."""
from crewai.tools import BaseTool
from pydantic import BaseModel, Field


class SearchInput(BaseModel):
    query: str = Field(description="Text to search for; must not be empty.")
    category: str = Field(  # expect: L011
        default="", description="Filter by pillar: technology, industry or society."
    )


class SearchTool(BaseTool):
    name: str = "search_questions"
    description: str = "Search the prediction questions."
    args_schema: type[BaseModel] = SearchInput

    def _run(self, query: str, category: str = "") -> str:
        return query

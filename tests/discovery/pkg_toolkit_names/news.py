"""A tool deriving from the package's base class."""
from pkg_toolkit_names.base import SearchBase


# expect: crewai NewsSearchTool news_search
class NewsSearchTool(SearchBase):
    name: str = "news_search"
    description: str = "Search the news."

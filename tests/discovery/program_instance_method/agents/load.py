"""Loads tools around the wrappers' bound methods."""

# expect: none

from typing import Any

from langchain_core.tools import BaseTool, Tool

from wrappers.mail import MailWrapper
from wrappers.search import SearchWrapper


def get_search(**kwargs: Any) -> BaseTool:
    return Tool(
        name="Search",
        description="A search engine. Input should be a search query.",
        func=SearchWrapper(**kwargs).run,
    )


def preview(query: str) -> list:
    print(MailWrapper().run("ops@example.com"))
    return SearchWrapper().results(query)

"""Registers the wrapper's method as a simple langchain `Tool`: langchain sends one string
argument `__arg1` and the description given here, neither of which the definition in
wrapper.py shows; the registration's keywords travel to wrapper.py with it. `lookup` is
listed with nothing else: its definition is what is sent."""
from typing import Any

from langchain_core.tools import StructuredTool, Tool

from .wrapper import SearchWrapper, lookup


def get_search(**kwargs: Any) -> Tool:
    return Tool(
        name="Search",
        description="A search engine. Input should be a search query.",
        func=SearchWrapper(**kwargs).run,
    )


lookup_tool = StructuredTool.from_function(lookup)

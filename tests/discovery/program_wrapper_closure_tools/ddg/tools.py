"""Several `StructuredTool.from_function(func=_guard(...), name="...", args_schema=...)` whose
function is the one closure `_guard` returns: each registration is a tool of its own, under its
own name, with its own schema. `fallback_search` is registered under one of two names on the
two arms of an `if`: one tool on each path (the first name is shown).

# expect: langchain _guard.<locals>.wrapper ddg_web_search
# expect: langchain _guard.<locals>.wrapper ddg_price_feed
# expect: langchain fallback_search fast_search
"""

import json
from typing import Any

from langchain_core.tools import StructuredTool
from pydantic import BaseModel, Field

from ddg.client import Client


class WebSearchInput(BaseModel):
    query: str = Field(description="What to search for.")
    limit: int = Field(10, description="How many results.")


class PriceFeedInput(BaseModel):
    asset: str = Field(description="A ticker such as BTC.")


def _guard(fn) -> Any:
    def wrapper(*args: Any, **kwargs: Any) -> str:
        return json.dumps(fn(*args, **kwargs))

    return wrapper


def fallback_search(query: str) -> str:
    """Search without the paid engines."""
    return "[]"


def build_tools(client: Client, fast: bool) -> list:
    web_search = StructuredTool.from_function(
        func=_guard(lambda query, limit=10: client.web_search(query, limit)),
        name="ddg_web_search",
        description="Search the web.",
        args_schema=WebSearchInput,
    )
    price_feed = StructuredTool.from_function(
        func=_guard(lambda asset: client.price_feed(asset)),
        name="ddg_price_feed",
        description="Get a price.",
        args_schema=PriceFeedInput,
    )
    if fast:
        fallback = StructuredTool.from_function(func=fallback_search, name="fast_search")
    else:
        fallback = StructuredTool.from_function(func=fallback_search, name="slow_search")
    return [web_search, price_feed, fallback]

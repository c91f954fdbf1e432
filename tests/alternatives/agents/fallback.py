"""langchain tools with a fallback: `fetch_page` is defined in `try` and again in
`except ImportError`, one of them per run. The duplicates that are sent together still
collide: two different tools under one name in one list, and a loop whose passes append the
tool of either branch (each pass may take another branch, so both are in the list).
"""
from langchain.agents import create_agent
from langchain_core.tools import tool

try:
    from markdownify import markdownify

    def fetch_page(url: str) -> str:
        """Fetch a page as Markdown."""
        return markdownify(url)

except ImportError:

    def fetch_page(url: str) -> str:
        """Fetch a page as HTML."""
        return url


def search(query: str) -> str:
    """Search the web."""
    return query


@tool("search")  # expect: C001
def search_news(query: str) -> str:
    """Search the news."""
    return query


def lookup_user(user_id: str) -> str:
    """Look up a user."""
    return user_id


def lookup_user_v2(user_id: str) -> str:  # expect: C001
    """Look up a user (v2)."""
    return user_id


lookup_user_v2.__name__ = "lookup_user"

agent = create_agent("openai:gpt-5", tools=[fetch_page, search, search_news])

legacy = []
for version in ("v1", "v2"):
    if version == "v1":
        legacy.append(lookup_user)
    else:
        legacy.append(lookup_user_v2)

legacy_agent = create_agent("openai:gpt-5", tools=legacy)

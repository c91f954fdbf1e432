"""fastcore tools documented with docments comments, as fastcore reads them; defaults are
JSON literals."""
from fastcore.funccall import get_schema


def search_issues(
    query: str,  # Full-text query, e.g. "label:bug crash"
    state: str = "open",  # "open", "closed" or "all"
    limit: int = 20,  # Maximum number of issues to return
) -> list[str]:  # Issue titles with their numbers
    "Search the issues of the current repository."
    return []


def add_comment(
    issue: int,  # Issue number
    body: str,  # Markdown text of the comment
) -> str:  # URL of the new comment
    "Comment on an issue."
    return ""


tools = [get_schema(search_issues), get_schema(add_comment)]

"""Unions the libraries cannot express, silently sent as a single type."""
from typing import Optional, Union

import stores
from selectools import tool


# selectools sends any multi-type union as "string".
@tool(description="Fetch an issue by number or key.")
def get_issue(issue: Union[int, str]) -> str:  # expect: L002
    """Fetch an issue by number or key."""
    return ""


# Optional[T] is fine: selectools unwraps it.
@tool(description="List issues, optionally of one assignee.")
def list_issues(assignee: Optional[str] = None) -> str:
    """List issues, optionally of one assignee."""
    return ""

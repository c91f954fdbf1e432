"""The names of the tools, as the servers import them."""

# expect: none

from enum import Enum


class GitTools(str, Enum):
    STATUS = "git_status"
    DIFF = "git_diff"


class IssueTools(Enum):
    SEARCH = "search_issues"


FETCH_TOOL_NAME = "fetch_url"

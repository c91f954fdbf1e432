"""A stores tool whose 55-character name fits OpenAI's 64 until an MCP client prefixes it."""
import stores


def list_open_pull_requests_awaiting_review_for_repository(repo: str) -> list[str]:  # expect: N006
    """List the open pull requests of a repository that wait for a review."""
    return []


def list_repositories(owner: str) -> list[str]:
    """List the repositories of an owner."""
    return []


index = stores.Index([list_open_pull_requests_awaiting_review_for_repository, list_repositories])

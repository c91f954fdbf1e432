"""A stores tool with a 55-character name: stores sends it to OpenAI as it is, and no MCP
client prefixes it, so it fits the 64 characters (N006 is about MCP servers' tools)."""
import stores


def list_open_pull_requests_awaiting_review_for_repository(repo: str) -> list[str]:
    """List the open pull requests of a repository that wait for a review."""
    return []


def list_repositories(owner: str) -> list[str]:
    """List the repositories of an owner."""
    return []


index = stores.Index([list_open_pull_requests_awaiting_review_for_repository, list_repositories])

# toolsight-test: {"providers": ["anthropic"]}
"""Anthropic accepts an array without `items` and an empty object schema; with Anthropic as
the only provider, these stores tools are fine."""
import stores


def tag_document(doc_id: str, tags: list) -> str:
    """Attach tags to a document."""
    return ""


def server_time() -> str:
    """Return the server's current time."""
    return ""


index = stores.Index([tag_document, server_time])

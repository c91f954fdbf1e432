"""A bare `list` becomes an array without `items`: OpenAI refuses it with or without strict
(`array schema missing items`), Gemini too (`items: missing field`)."""
import stores


def tag_document(doc_id: str, tags: list) -> str:  # expect: S009, G005
    """Attach tags to a document."""
    return ""


index = stores.Index([tag_document])

"""Document tools, and a query helper.

# expect: mcp create_doc create_doc
# expect: mcp rename_doc rename_doc
"""


def create_doc(title: str, content: str = "") -> dict:
    """Create a document with a title and optional text."""
    return {"title": title}


def rename_doc(document_id: str, title: str) -> dict:
    """Rename a document."""
    return {"id": document_id, "title": title}


def escape_query(value: str) -> str:
    """Only logged by the registry: not a tool."""
    return value.replace("'", "\\'")


def document_body(document: dict) -> list:
    """In no tuple: not a tool."""
    return document.get("body", [])

"""A tool that server.py registers through a wrapper whose signature leaves its first
parameter out (mcp 1.30, run on this package: `end_index` is `{"type": "integer", "default":
null}`, `service` is not sent)."""


async def modify_doc_text(service, document_id: str, end_index: int = None) -> str:
    """Modify the text of a document.

    Args:
        document_id: The document.
        end_index: Where the change ends.
    """
    return document_id

"""The name error sits on the name literal the decorator gives, not on the `def`: the
literal is what the user changes."""
from langchain_core.tools import tool


@tool("arxiv.fetch_metadata")  # expect: N001
def fetch_metadata(arxiv_id: str) -> str:
    """Fetch the metadata of an arXiv paper.

    Args:
        arxiv_id: The paper's identifier.
    """
    return ""

"""Folder tools.

# expect: mcp create_folder create_folder
"""


def create_folder(name: str, parent_id: str | None = None) -> dict:
    """Create a Drive folder."""
    return {"name": name}

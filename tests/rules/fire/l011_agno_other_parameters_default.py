"""A description line that mentions `recursive` and states a default in a parenthesis that
belongs to another parameter ("use recursive=True (defaults to depth 3)") does not tell the
model `recursive`'s own default: L011 still fires for it (and not for `max_depth`, whose
entry states it)."""
from agno.tools import tool


@tool
def list_files(directory: str = ".", recursive: bool = False, max_depth: int = 3) -> str:  # expect: L011
    """List files.

    For tree-style exploration use recursive=True (defaults to
    depth 3).

    :param directory: Subdirectory to list (default ".").
    :param recursive: If True, walk the tree up to max_depth levels deep.
    :param max_depth: Depth limit when recursive=True (default 3).
    """
    return directory

"""selectools sends `Tool.schema()` to OpenAI unchanged: a bare `list` is an array without
`items`, which OpenAI refuses (its Gemini provider patches in `items` itself)."""
from selectools import tool


@tool(description="Delete several files.")
def delete_files(paths: list, dry_run: bool) -> str:  # expect: S009
    """Delete several files."""
    return ""

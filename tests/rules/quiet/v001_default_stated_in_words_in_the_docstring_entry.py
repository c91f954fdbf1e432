"""A default the parameter's own docstring entry explains in words, not by value
(langchain's file_search middleware: `path: str = "/"`, "path: The directory to search in.
If not specified, searches from root."): langchain's `@tool` sends the whole docstring as the
description, so Gemini's model is told what leaving `path` out does, and "the default is not
in the Gemini payload: Gemini's model never sees it" (V001) is answered."""
from langchain_core.tools import tool


@tool
def grep_search(pattern: str, path: str = "/") -> str:
    """Fast content search tool that works with any codebase size.

    Args:
        pattern: The regular expression pattern to search for in file contents.
        path: The directory to search in. If not specified, searches from root.
    """
    return pattern

# toolsight-test: {"providers": ["gemini"]}
"""Gemini accepts dots in function names; with Gemini as the only provider, a dotted
selectools name is fine."""
from selectools import tool


@tool(name="files.read", description="Read a text file.")
def read_file(path: str) -> str:
    """Read a text file."""
    return ""


@tool(name="files.write", description="Write a text file.")
def write_file(path: str, content: str) -> str:
    """Write a text file."""
    return ""

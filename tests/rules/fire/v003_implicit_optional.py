"""`tag: str = None`: fastcore sends a non-nullable string with a null default; google-genai
would make it required."""
from fastcore.funccall import get_schema


def find_notes(
    text: str,  # Text to search for
    tag: str = None,  # expect: V003
) -> str:
    "Find notes containing a text, optionally with a tag."
    return ""


schema = get_schema(find_notes)

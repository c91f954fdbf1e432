"""The legacy `toolslm.funccall.get_schema` (toolslm 0.3.46) on plain types."""
from toolslm.funccall import get_schema


def word_count(
    text: str,  # The text to count words in
    unique: bool = False,  # Count each distinct word once
) -> int:  # Number of words
    "Count the words of a text."
    return 0


schema = get_schema(word_count)

# toolsight-test: {"gemini": {"api": "developer", "sdk": "1.11.0"}}
"""selectools builds its own Gemini declaration and leaves defaults out, so even
google-genai 1.11 (which refuses defaults it is given) has nothing to refuse: V001 stays
information, the model just never sees the default."""
from selectools import tool


@tool(description="Convert an amount between currencies.")
def convert(amount: float, currency: str = "EUR") -> str:  # expect: V001
    """Convert an amount between currencies."""
    return ""

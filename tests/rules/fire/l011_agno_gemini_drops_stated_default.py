"""The description states the default ("null uses 20."), so OpenAI's and Anthropic's models
are told it; agno's Gemini formatter drops the description of an `anyOf` property, so only
Gemini's model is not: L011 is reported for Gemini alone."""
from agno.tools import tool


@tool
def list_products(limit: int | None = 20) -> str:  # expect: L011
    """List every product.

    Args:
        limit: Maximum results per page; null uses 20.
    """
    return ""

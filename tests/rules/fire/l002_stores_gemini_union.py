"""stores' Gemini format keeps only the first non-null type of a union (OpenAI and
Anthropic get a type list)."""
import stores


def resize(image_id: str, width: int | float) -> str:  # expect: L002
    """Resize an image to a width in pixels."""
    return ""


index = stores.Index([resize])

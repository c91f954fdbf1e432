"""fastcore reads the first string of `Annotated[...]` as the parameter description."""
from typing import Annotated, Optional

from fastcore.funccall import get_schema


def translate(
    text: Annotated[str, "Text to translate"],
    target: Annotated[str, "ISO 639-1 code of the target language"],
    formal: Annotated[Optional[bool], "Use the formal register"] = None,
) -> str:
    "Translate a text."
    return ""


def no_arguments() -> str:
    "Return the list of supported languages."
    return ""


schemas = [get_schema(translate), get_schema(no_arguments)]

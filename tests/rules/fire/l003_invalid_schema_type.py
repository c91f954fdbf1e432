"""fastcore writes Python type reprs where JSON Schema expects a type name: Anthropic
rejects the whole request (`input_schema: JSON schema is invalid`)."""
from typing import Literal, Sequence

from fastcore.funccall import get_schema


def set_mode(
    mode: Literal["fast", "accurate"],  # expect: L003
) -> str:
    "Switch the transcription mode."
    return mode


def merge(
    paths: Sequence[str],  # expect: L003
) -> str:
    "Merge several files into one."
    return ""


schemas = [get_schema(set_mode), get_schema(merge)]

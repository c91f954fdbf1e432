"""A Gemini declaration written out: its payload is the declaration as pydantic dumps it."""
from google.genai import types

TAGS = {"type": "ARRAY", "description": "Tags."}

search = types.FunctionDeclaration(
    name="search",
    description="Search the catalogue.",
    parameters={
        "type": "OBJECT",
        "properties": {"query": {"type": "STRING", "description": "Words."}, "tags": TAGS},  # expect: G005
        "required": ["query", "limit"],  # expect: L006
    },
)

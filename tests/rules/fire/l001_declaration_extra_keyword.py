"""A hand-written Gemini declaration with a JSON Schema keyword Gemini's `Schema` does not
have: google-genai's pydantic model refuses it before anything is sent (`Extra inputs are
not permitted`), and the diagnostic sits on the keyword's key, not on the declaration."""
from google.genai import types

count_tool = types.FunctionDeclaration(
    name="count_items",
    description="Count the items above a threshold.",
    parameters={
        "type": "OBJECT",
        "properties": {
            "threshold": {
                "type": "INTEGER",
                "exclusiveMinimum": 0,  # expect: L001
            },
        },
        "required": ["threshold"],
    },
)

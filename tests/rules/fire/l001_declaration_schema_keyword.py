"""The same refused keyword given to `types.Schema(...)` as a keyword argument: the Schema
call raises on its own, and the diagnostic sits on the keyword."""
from google.genai import types

count_tool = types.FunctionDeclaration(
    name="count_items",
    description="Count the items above a threshold.",
    parameters=types.Schema(
        type="OBJECT",
        properties={
            "threshold": types.Schema(
                type="INTEGER",
                exclusive_minimum=0,  # expect: L001
            ),
        },
        required=["threshold"],
    ),
)

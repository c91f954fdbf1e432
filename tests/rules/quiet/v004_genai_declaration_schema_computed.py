"""A hand-written `FunctionDeclaration` whose JSON schema is computed at run time.

`parameters_json_schema=schema` with `schema = make_schema(model)` a local dict (crewai's
llms/providers/gemini/completion.py): the value is a JSON schema built when the code runs,
which toolsight does not evaluate. It is unread, not a Python object JSON cannot encode
(google-genai's `model_dump(mode="json")` of a declaration given a dict writes the dict).
"""
from google.genai import types


def make_schema(model: type) -> dict:
    return {"type": "object", "properties": {}}


def structured_output_tool(model: type) -> types.Tool:
    schema = make_schema(model)
    declaration = types.FunctionDeclaration(
        name="structured_output",
        description="Return the answer in the requested structure.",
        parameters_json_schema=schema,
    )
    return types.Tool(function_declarations=[declaration])


def direct_tool(model: type) -> types.Tool:
    declaration = types.FunctionDeclaration(
        name="direct_output",
        description="Return the answer directly.",
        parameters_json_schema=make_schema(model),
    )
    return types.Tool(function_declarations=[declaration])

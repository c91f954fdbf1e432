"""`FunctionDeclaration.from_callable` builds the Gemini `Schema` form, where a `dict`
parameter becomes a bare `{"type": "OBJECT"}` (google-genai 3.4.0 golden
`tests/goldens/google-genai/c04_containers.json`, `dict_raw`, row gemini-declaration); the API refuses
it: `properties: should be non-empty for OBJECT type`."""
from google import genai
from google.genai import types


def lookup(codes: dict, country: str) -> str:  # expect: G004
    """Look up postal codes for a country."""
    return ""


client = genai.Client()
declaration = types.FunctionDeclaration.from_callable(client=client, callable=lookup)
tool = types.Tool(function_declarations=[declaration])

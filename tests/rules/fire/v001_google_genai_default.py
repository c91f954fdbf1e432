"""`tools=[f]` makes google-genai 3.4 send JSON Schema in `parameters_json_schema`, defaults
included: V001 says the default is sent (information on a current SDK)."""
from google import genai
from google.genai import types


def search(query: str, limit: int = 10) -> list[str]:  # expect: V001
    """Search the catalogue."""
    return []


client = genai.Client()
config = types.GenerateContentConfig(tools=[search])

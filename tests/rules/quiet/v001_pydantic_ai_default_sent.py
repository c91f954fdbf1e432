"""A default sent to Gemini by pydantic-ai: nothing can reject it.

pydantic-ai-slim 2.68 requires google-genai>=2.30,<3 for its `google` extra (its METADATA) and
`GoogleModel` sends the tool's JSON schema as `parameters_json_schema`
(`models/google.py` `_function_declaration_from_tool`), defaults included; there is no legacy
`GeminiModel` left. Only google-genai before 1.12 refused defaults (pydantic-ai's own
`common_tools/exa.py`: `exclude_source_domain: bool = True`).
"""
from pydantic_ai import Tool


async def find_similar(url: str, exclude_source_domain: bool = True) -> list[str]:
    """Finds pages similar to the given URL.

    Args:
        url: The URL to find similar pages for.
        exclude_source_domain: Whether to exclude results from the same domain
            as the input URL. Defaults to True.
    """
    return []


tool = Tool(find_similar, name="exa_find_similar")

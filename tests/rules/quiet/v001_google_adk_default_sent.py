"""A default sent to Gemini by google-adk: nothing can reject it.

google-adk 2.13 requires google-genai>=2.30,<3 (its METADATA) and sends the function's
JSON schema as `parameters_json_schema` with `"default": true` (ran
`FunctionTool(f)._get_declaration()` with google-adk 2.13.0 and google-genai 2.34.0). Only
google-genai before 1.12 refused defaults, which google-adk never runs with (google-adk's
own `cli/built_in_agents/tools/delete_files.py`).
"""
from google.adk.tools import FunctionTool


async def delete_files(paths: list[str], confirm: bool = True) -> dict:
    """Delete files.

    Args:
      paths: The paths to delete.
      confirm: Whether to ask before deleting (default True).
    """
    return {}


tool = FunctionTool(delete_files)

"""An explicit `args_schema` is what langchain sends, problems included.

`StructuredTool(name=..., func=wrapper, args_schema=Filters)`: the payload is `Filters`'
schema, not `wrapper`'s signature (no `args`/`tool`/`kwargs`); its `dict[str, Any]` field
reaches Gemini as an OBJECT without properties (ran langchain-google-genai's
`convert_to_genai_function_declarations` on this tool: `filters: Schema(type=OBJECT)`),
which the Gemini API rejects. The finding is on its cause, the model's field (with the
registration that gives the model as a related place), naming `filters`, not `kwargs`;
not on the function, whose signature is not sent.
"""
from typing import Any

from langchain_core.tools import StructuredTool
from pydantic import BaseModel, Field


class Filters(BaseModel):
    query: str = Field(description="What to look for.")
    filters: dict[str, Any] = Field(description="Field filters.")  # expect: G004


def wrapper(*args, tool: Any = None, **kwargs) -> str:
    """Run the wrapped tool.

    Args:
        *args: Positional arguments.
        tool: The wrapped tool.
        **kwargs: Keyword arguments.
    """
    return ""


adapted = StructuredTool(
    name="search", description=" Search the index. ", func=wrapper, args_schema=Filters
)

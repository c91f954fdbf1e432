"""An explicit `args_schema` replaces the function's signature and docstring.

`StructuredTool(name=..., description=..., func=w, args_schema=M)` and
`StructuredTool.from_function(..., infer_schema=False, args_schema=S)`: langchain sends the
model's schema (`_format_tool_to_openai_function` reads `tool.tool_call_schema`, built from
`args_schema`) and never infers one from `w(*args, tool=None, **kwargs)` or parses its
docstring (langchain-core, tools/structured.py and utils/function_calling.py), so neither
"Arg *args in docstring not found" nor a schema error for `tool: Any` can be raised, and
no `kwargs` OBJECT reaches Gemini (crewai's langgraph tool adapter). With a description
computed at run time the payload is unread (deepagents' filesystem middleware).
"""
from typing import Any

from langchain_core.tools import StructuredTool
from pydantic import BaseModel, Field

EDIT_DESCRIPTION = "Edit a file."


class Query(BaseModel):
    query: str = Field(description="What to look for.")


def wrapper(*args, tool: Any = None, **kwargs) -> str:
    """Run the wrapped tool.

    Args:
        *args: Positional arguments.
        tool: The wrapped tool.
        **kwargs: Keyword arguments.
    """
    return ""


adapted = StructuredTool(
    name="search", description="Search the index.", func=wrapper, args_schema=Query
)


class EditSchema(BaseModel):
    path: str = Field(description="The file to edit.")
    replace_all: bool = Field(False, description="If False (default), replace the first match only.")


def make_edit_tool(custom: dict) -> StructuredTool:
    description = custom.get("edit") or EDIT_DESCRIPTION

    def edit(path: str, replace_all: bool = False) -> str:
        return ""

    return StructuredTool.from_function(
        name="edit",
        description=description,
        func=edit,
        infer_schema=False,
        args_schema=EditSchema,
    )

"""dspy.Tool reads argument descriptions only from `arg_desc=`: a description written in
`Annotated[...]` or `Field(description=...)` never reaches the model, and neither do
`Field` constraints."""
from typing import Annotated

import dspy
from pydantic import Field


def search(
    query: Annotated[str, "What to look for"],  # expect: L012
    limit: Annotated[int, Field(description="Max results", le=50)] = 10,  # expect: L012, L013
) -> str:
    """Search the web."""
    return ""


tool = dspy.Tool(search)

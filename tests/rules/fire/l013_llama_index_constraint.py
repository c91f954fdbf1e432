"""llama-index builds its schema from the signature without `Field` constraints: the model
is not told the limits pydantic then enforces."""
from typing import Annotated

from llama_index.core.tools import FunctionTool
from pydantic import Field


def top_products(count: Annotated[int, Field(description="How many.", ge=1)]) -> str:  # expect: L013
    """List the best-selling products."""
    return ""


tool = FunctionTool.from_defaults(fn=top_products)

"""autogen replaces a `$ref` with its definition and drops the keys beside it: the default
and the description of a parameter typed with an enum or a model are not sent; a `Field(...)`
default is the value of autogen's own field, so nothing of it is sent."""
from enum import Enum
from typing import Annotated

from autogen_core.tools import FunctionTool
from pydantic import Field


class Unit(Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


def convert(
    value: float,
    unit: Annotated[Unit, "Unit of the result"] = Unit.CELSIUS,  # expect: L011, L012
    limit: int = Field(default=5, ge=1, description="Max items"),  # expect: L011, L012, L013
    digits: Annotated[int, "Digits after the point", Field(ge=0, le=6)] = 2,  # expect: L013
) -> str:
    """Convert a temperature."""
    return ""


convert_tool = FunctionTool(convert, description="Convert a temperature.")

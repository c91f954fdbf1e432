"""A discriminated union whose tag values include "type" (strands-xa11y's `action: AnyAction =
Field(discriminator="type")`, one action being `TypeAction` with `type: Literal["type"]`).
pydantic writes `discriminator: {"propertyName": "type", "mapping": {"click": ..., "type":
"#/$defs/TypeAction"}}`: the "type" there is a tag value, not a schema keyword, and every
`type` of the schema is a JSON Schema type (ran strands 1.62.0's `tool_spec` on the shape)."""
from typing import Annotated, Literal, Union

from pydantic import BaseModel, Field
from strands import tool


class ClickAction(BaseModel):
    type: Literal["click"] = "click"
    selector: str


class TypeAction(BaseModel):
    type: Literal["type"] = "type"
    selector: str
    text: str


AnyAction = Annotated[Union[ClickAction, TypeAction], Field(discriminator="type")]


class Step(BaseModel):
    action: AnyAction


@tool
def run_step(step: Step) -> str:
    """Run one accessibility test step.

    Args:
        step: the step to run
    """
    return step.action.type

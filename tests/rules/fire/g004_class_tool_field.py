"""A langchain `BaseTool` whose `args_schema` model is in this file: the schema findings about
a property sit on the model's field that defines it, not on the class or the tool's name,
with the `args_schema` assignment that brings the model in as a related location. (The
nested object without properties is not S010: only a root without properties is refused.)"""
from typing import Any, Dict, Optional

from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field


class CreateEventSchema(BaseModel):
    summary: str = Field(description="The title of the event.")
    recurrence: Optional[Dict[str, Any]] = Field(  # expect: G004
        default=None, description="The recurrence rule, as RRULE parts."
    )


class CreateEvent(BaseTool):
    name: str = "create_calendar_event"
    description: str = "Create an event in the user's calendar."
    args_schema: type[BaseModel] = CreateEventSchema

    def _run(self, summary: str, recurrence: Optional[Dict[str, Any]] = None) -> str:
        return summary

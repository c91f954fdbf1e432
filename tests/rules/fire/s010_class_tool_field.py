"""A langchain `BaseTool` whose `args_schema` model is in this file: the strict-mode and
schema findings about a property sit on the model's field that defines it, not on the
class or the tool's name."""
from typing import Any, Dict, Optional

from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field


class CreateEventSchema(BaseModel):
    summary: str = Field(description="The title of the event.")
    recurrence: Optional[Dict[str, Any]] = Field(  # expect: S010, G004
        default=None, description="The recurrence rule, as RRULE parts."
    )


class CreateEvent(BaseTool):
    name: str = "create_calendar_event"
    description: str = "Create an event in the user's calendar."
    args_schema: type[BaseModel] = CreateEventSchema

    def _run(self, summary: str, recurrence: Optional[Dict[str, Any]] = None) -> str:
        return summary

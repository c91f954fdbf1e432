"""autogen: a `BaseTool` whose args model has an enum-typed field with a default and a
description: the `$ref` is replaced by the enum's definition, and both are lost (reported at
the tool's name, the args model's fields not being parameters)."""
from enum import Enum

from autogen_core import CancellationToken
from autogen_core.tools import BaseTool
from pydantic import BaseModel, Field


class Priority(Enum):
    LOW = "low"
    HIGH = "high"


class TicketArgs(BaseModel):
    title: str = Field(description="One-line summary")
    priority: Priority = Field(Priority.LOW, description="How urgent the ticket is")


class TicketResult(BaseModel):
    ticket_id: str


class TicketTool(BaseTool[TicketArgs, TicketResult]):
    def __init__(self) -> None:
        super().__init__(
            args_type=TicketArgs,
            return_type=TicketResult,
            name="open_ticket",  # expect: L011, L012
            description="Open a support ticket.",
        )

    async def run(self, args: TicketArgs, cancellation_token: CancellationToken) -> TicketResult:
        return TicketResult(ticket_id="1")


ticket_tool = TicketTool()

"""google-adk only: a `ToolContext` parameter (dropped from the declaration whatever its name,
found by annotation, else the name `tool_context`), an `input_stream` parameter (dropped),
module-level `FunctionTool(f)` / `LongRunningFunctionTool(f)` objects (rendered with their own
`_get_declaration()`; the long-running one appends a note to the description), and Google-style
docstrings (ADK keeps the whole docstring as the description)."""
from typing import Literal

from google.adk.tools import FunctionTool, LongRunningFunctionTool, ToolContext
from pydantic import BaseModel, Field


def with_tool_context(city: str, tool_context: ToolContext, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        tool_context: The ADK tool context.
        days: How many days ahead.
    """
    return city


def context_other_name(query: str, ctx: ToolContext) -> str:
    """A ToolContext under another name."""
    return query


def context_by_name_only(query: str, tool_context) -> str:
    """An unannotated parameter named tool_context."""
    return query


def with_input_stream(query: str, input_stream: str = "") -> str:
    """An input_stream parameter."""
    return query


def _wrapped_impl(order_id: str, reason: Literal["damaged", "late", "other"] = "other") -> dict:
    """Refund an order.

    Args:
        order_id: The order.
        reason: Why.
    """
    return {}


refund_tool = FunctionTool(_wrapped_impl)


def _long_impl(report: str, pages: int = 1) -> dict:
    """Start a long report."""
    return {}


long_tool = LongRunningFunctionTool(func=_long_impl)


class Ticket(BaseModel):
    """A support ticket."""

    title: str = Field(description="Short title.")
    priority: int = Field(3, ge=1, le=5)


def open_ticket(ticket: Ticket, tool_context: ToolContext) -> str:
    """Open a ticket."""
    return ticket.title


async def async_lookup(sku: str, tool_context: ToolContext) -> dict:
    """Look up a product asynchronously."""
    return {}

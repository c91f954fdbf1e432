"""google-adk only: a `ToolContext` parameter (dropped from the declaration whatever its name,
found by annotation, else the name `tool_context`), an `input_stream` parameter (dropped),
module-level `FunctionTool(f)` / `LongRunningFunctionTool(f)` objects (rendered with their own
`_get_declaration()`; the long-running one appends a note to the description, or is the
description), Google-style docstrings (ADK keeps the whole docstring as the description), a bound
method given to `FunctionTool`, and what ADK's `create_model` of the parameters does to
`Annotated[..., Field(...)]` (alias and default removed), leading-underscore names, a second
context parameter and an annotation it cannot evaluate; `BaseTool` subclasses whose
`_get_declaration()` returns a `types.FunctionDeclaration(...)` written out (its `model_dump`:
field order, `Schema` given as calls or dicts, enum members, ints in float fields);
`GoogleTool(func=f, ...)`, the wrapper of ADK's Google Cloud toolsets, which also drops the
`credentials` and `settings` parameters it fills in itself; a project's `GoogleTool` subclass
called the same way (`RowsTool(func=f)`)."""
from typing import Annotated, Literal, Optional

from google.adk.tools import BaseTool, FunctionTool, LongRunningFunctionTool, ToolContext
from google.adk.tools.google_tool import GoogleTool
from google.auth.credentials import Credentials
from google.genai import types
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


def annotated_alias(q: Annotated[str, Field(alias="query", description="The query.")]) -> str:
    """ADK rebuilds an Annotated Field without its alias: the property keeps the parameter name."""
    return q


def default_alias(q: str = Field(alias="query", description="The query.")) -> str:
    """A Field(...) default keeps its alias."""
    return q


def annotated_field_default(n: Annotated[int, Field(default=5, ge=1)]) -> int:
    """ADK replaces the default of an Annotated Field with the signature's (none here)."""
    return n


def annotated_signature_default(n: Annotated[int, Field(ge=1, description="N.")] = 3) -> int:
    """An Annotated Field with a signature default."""
    return n


def private_with_field(q: str, _x: int = Field(1)) -> str:
    """A leading-underscore parameter whose default is a Field: create_model refuses it."""
    return q


def private_plain(q: str, _x: int = 1, __y: str = "") -> str:
    """Leading-underscore parameters with plain defaults become private attributes (dropped)."""
    return q


def optional_context(q: str, ctx: Optional[ToolContext] = None) -> str:
    """An Optional[ToolContext] is found as the context parameter."""
    return q


def two_contexts(q: str, ctx: ToolContext, tool_context: ToolContext) -> str:
    """Only the first context parameter is dropped; the second fails schema generation."""
    return q


def tool_context_not_a_context(q: str, tool_context: str = "") -> str:
    """Without a ToolContext annotation, the parameter named tool_context is dropped anyway."""
    return q


def context_and_str_tool_context(q: str, ctx: ToolContext, tool_context: str = "") -> str:
    """With a ToolContext under another name, a parameter named tool_context is kept."""
    return q


def quoted_context_undefined_return(q: str, ctx: "ToolContext") -> "Undefined":  # noqa: F821
    """get_type_hints fails on the return annotation, so the quoted ToolContext is not found:
    ctx stays a field, and pydantic cannot build a schema for it."""
    return q


def undefined_parameter_type(q: str, amount: "Undefined" = 0) -> str:  # noqa: F821
    """An annotation ADK cannot evaluate: it logs a warning and drops every parameter."""
    return q


def no_docstring(q: str):
    return q


long_no_doc = LongRunningFunctionTool(no_docstring)


class Catalogue:
    """Tools as bound methods."""

    def lookup(self, sku: str, tool_context: ToolContext) -> dict:
        """Look up a SKU."""
        return {}


catalogue = Catalogue()
lookup_tool = FunctionTool(catalogue.lookup)


class WeatherTool(BaseTool):
    """A tool whose declaration is written by hand with `types.Schema`."""

    def __init__(self):
        super().__init__(name="get_weather", description="Current weather for a city.")

    def _get_declaration(self) -> types.FunctionDeclaration:
        return types.FunctionDeclaration(
            name=self.name,
            description=self.description,
            parameters=types.Schema(
                type=types.Type.OBJECT,
                properties={
                    "city": types.Schema(type=types.Type.STRING, description="The city."),
                    "days": types.Schema(type="integer", minimum=1, maximum=7, nullable=None),
                    "units": {"type": "STRING", "enum": ["metric", "imperial"], "maxLength": 8},
                    "tags": types.Schema(type="array", items=types.Schema(type="string"), default=[]),
                },
                required=["city"],
            ),
        )

    async def run_async(self, *, args, tool_context):
        return {}


weather_tool = WeatherTool()


class ClockTool(BaseTool):
    """A tool whose declaration carries a JSON schema, its behaviour and a response schema."""

    name = "ignored_class_attribute"

    def __init__(self):
        super().__init__(name="get_time", description="The time in a time zone.")

    def _get_declaration(self):
        return types.FunctionDeclaration(
            parametersJsonSchema={
                "type": "object",
                "properties": {"tz": {"type": "string", "default": None}},
                "required": [],
            },
            name=self.name,
            behavior="non_blocking",
            response=types.Schema(type="OBJECT", title="Time"),
        )

    async def run_async(self, *, args, tool_context):
        return {}


clock_tool = ClockTool()


class WarehouseSettings(BaseModel):
    """Settings a Google Cloud toolset hands to its functions."""

    max_rows: int = 50


def list_table_rows(
    project_id: str,
    table_id: str,
    credentials: Credentials,
    settings: WarehouseSettings,
    tool_context: ToolContext,
    limit: int = 10,
) -> dict:
    """Lists the rows of a table.

    Args:
        project_id: The project.
        table_id: The table.
        credentials: Filled in by the tool.
        settings: Filled in by the tool.
        tool_context: The ADK tool context.
        limit: How many rows.
    """
    return {}


google_rows_tool = GoogleTool(func=list_table_rows, tool_settings=WarehouseSettings())


class RowsTool(GoogleTool):
    """A project's `GoogleTool` subclass that changes how the tool runs, not what it declares:
    `RowsTool(func=f)` sends what `GoogleTool(func=f)` sends."""

    async def _run_async_with_credential(self, credentials, tool_settings, args, tool_context):
        return await super()._run_async_with_credential(credentials, tool_settings, args, tool_context)


def count_table_rows(
    project_id: str,
    table_id: str,
    credentials: Credentials,
    settings: WarehouseSettings,
    where: Optional[str] = None,
) -> int:
    """Counts the rows of a table — über alles.

    Args:
        project_id: The project.
        table_id: The table.
        credentials: Filled in by the tool.
        settings: Filled in by the tool.
        where: A filter on the rows.
    """
    return 0


rows_subclass_tool = RowsTool(func=count_table_rows)

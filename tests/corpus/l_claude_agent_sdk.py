"""claude-agent-sdk only (plain functions are not tools for it): `@tool(name, description,
input_schema)` objects, rendered as the tool its in-process MCP server
(`create_sdk_mcp_server`) lists to the CLI. input_schema forms: a parameter map of Python types
(`{"a": int}`; every key required; Annotated[T, "description"]; Optional and unions; lists, dicts,
unknown types), a JSON-schema dict (sent as is when it has a string `type` and `properties`, else
read as a parameter map), a TypedDict class (Required/NotRequired, nested TypedDicts), other
classes (an empty object), and annotations (maxResultSizeChars goes to `_meta`)."""
import datetime
from typing import Annotated, NotRequired, Optional, Required, TypedDict

from claude_agent_sdk import ToolAnnotations, tool
from pydantic import BaseModel


@tool("greet", "Greet a user", {"name": str})
async def greet(args):
    return {"content": [{"type": "text", "text": f"Hello, {args['name']}!"}]}


@tool("add", "Add two numbers", {"a": float, "b": float, "times": int, "exact": bool})
async def add_numbers(args):
    return {"content": []}


@tool(
    "search",
    "Search the catalogue",
    {"query": Annotated[str, "What to search for."], "limit": Annotated[int, "How many results."]},
)
async def search(args):
    return {"content": []}


@tool(
    "optional_and_unions",
    "Optional and union parameters",
    {"maybe": Optional[int], "either": int | str, "or_none": str | None, "three": int | float | None},
)
async def optional_and_unions(args):
    return {"content": []}


@tool(
    "containers",
    "Containers",
    {"tags": list[str], "matrix": list[list[int]], "bare_list": list, "scores": dict[str, float], "bare_dict": dict},
)
async def containers(args):
    return {"content": []}


@tool("unknown_types", "Types the SDK does not map", {"when": datetime.date, "anything": object, "raw": bytes})
async def unknown_types(args):
    return {"content": []}


@tool(
    "json_schema",
    "A JSON-schema dict, sent as is",
    {
        "type": "object",
        "properties": {"city": {"type": "string", "description": "The city."}, "days": {"type": "integer", "minimum": 1}},
        "required": ["city"],
        "additionalProperties": False,
    },
)
async def json_schema(args):
    return {"content": []}


@tool("json_schema_no_properties", "A JSON-schema-looking dict without properties", {"type": "object"})
async def json_schema_no_properties(args):
    return {"content": []}


@tool("empty", "No parameters", {})
async def empty(args):
    return {"content": []}


class Address(TypedDict):
    street: str
    city: Annotated[str, "The city."]


class Order(TypedDict, total=False):
    sku: Required[str]
    quantity: int
    note: NotRequired[Annotated[str, "A note."]]
    ship_to: Address


@tool("place_order", "Place an order", Order)
async def place_order(args):
    return {"content": []}


@tool("nested_typeddict", "A TypedDict inside a parameter map", {"address": Address, "express": bool})
async def nested_typeddict(args):
    return {"content": []}


class Person(TypedDict):
    name: str
    manager: NotRequired["Person"]
    reports: list["Person"]


@tool("org_chart", "A TypedDict that refers to itself", Person)
async def org_chart(args):
    return {"content": []}


class Point(BaseModel):
    x: float
    y: float


@tool("model_schema", "A pydantic model as input_schema", Point)
async def model_schema(args):
    return {"content": []}


@tool(
    "annotated_tool",
    "Read-only, with a result size",
    {"path": str},
    annotations=ToolAnnotations(title="Read a file", readOnlyHint=True, openWorldHint=False, maxResultSizeChars=500000),
)
async def annotated_tool(args):
    return {"content": []}


class Broken(TypedDict):
    value: "Undefined"  # noqa: F821 - unresolvable: the server cannot be built


@tool("broken_typeddict", "A TypedDict with an unresolvable annotation", Broken)
async def broken_typeddict(args):
    return {"content": []}


@tool("weather lookup!", "A name with a space and punctuation", {"city": str})
async def odd_name(args):
    return {"content": []}

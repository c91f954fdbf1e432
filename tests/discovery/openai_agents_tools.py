"""openai-agents (`from agents import function_tool, Agent`).

Idioms: `@function_tool` bare, `@function_tool(name_override=...)`, `@function_tool()` with
other options only, `function_tool(fn)` and `function_tool(fn, name_override=...)` applied by
call, `Agent(tools=[...])` with decorated tools, a hand-written
`FunctionTool(name=..., params_json_schema=..., on_invoke_tool=...)` (named by `name=`,
qualname `-`), an async tool taking `RunContextWrapper`.

Not tools: a plain, undecorated function in `Agent(tools=[...])` (openai-agents does not wrap
callables: the run fails with `UserError: Unknown tool type`), the `on_invoke_tool` handler
itself, `@input_guardrail`.
"""

from typing import Any

from agents import (
    Agent,
    FunctionTool,
    GuardrailFunctionOutput,
    RunContextWrapper,
    function_tool,
    input_guardrail,
)
from pydantic import BaseModel


# expect: openai-agents get_weather get_weather
@function_tool
def get_weather(city: str) -> str:
    """Returns weather info for the specified city."""
    return f"The weather in {city} is sunny"


# expect: openai-agents fetch_user_age user_age
@function_tool(name_override="user_age", strict_mode=False)
async def fetch_user_age(ctx: RunContextWrapper[Any], user_id: str) -> int:
    """Look up the age of a user.

    Args:
        user_id: The user's id.
    """
    return 42


# expect: openai-agents read_file read_file
@function_tool(use_docstring_info=True, timeout=5.0)
def read_file(path: str, directory: str | None = None) -> str:
    """Read the contents of a file."""
    return ""


def convert_units(value: float, source: str, target: str) -> float:
    """Convert a value between units."""
    return value


def list_orders(customer_id: str, limit: int = 20) -> list[str]:
    """List a customer's recent orders."""
    return []


def plain_helper(text: str) -> str:
    """Undecorated: openai-agents rejects it at run time, it is never sent."""
    return text


# expect: openai-agents convert_units convert_units
convert_tool = function_tool(convert_units)
# expect: openai-agents list_orders recent_orders
orders_tool = function_tool(list_orders, name_override="recent_orders")


class UserArgs(BaseModel):
    username: str
    age: int


async def run_process_user(ctx: RunContextWrapper[Any], args: str) -> str:
    parsed = UserArgs.model_validate_json(args)
    return f"{parsed.username} is {parsed.age} years old"


# expect: openai-agents - process_user
process_user = FunctionTool(
    name="process_user",
    description="Processes extracted user data",
    params_json_schema=UserArgs.model_json_schema(),
    on_invoke_tool=run_process_user,
)


@input_guardrail
async def no_homework(ctx: RunContextWrapper[None], agent: Agent, input: Any) -> GuardrailFunctionOutput:
    """A guardrail, not a tool."""
    return GuardrailFunctionOutput(output_info=None, tripwire_triggered=False)


agent = Agent(
    name="Assistant",
    instructions="You are a helpful agent.",
    tools=[get_weather, fetch_user_age, read_file, convert_tool, orders_tool, process_user, plain_helper],
    input_guardrails=[no_homework],
)

"""google-adk (`from google.adk.agents import Agent`, `from google.adk.tools import ...`).

Idioms: plain functions in `Agent(tools=[...])` (ADK wraps each in `FunctionTool`),
`FunctionTool(func=fn)` and `FunctionTool(fn)`, `LongRunningFunctionTool(func=fn)`,
`LlmAgent(tools=...)`, a `BaseTool` subclass whose name is given to `super().__init__(name=...)`
and whose schema comes from `_get_declaration()` (qualname = class name, tool name = that
`name=`), a function whose `tool_context: ToolContext` parameter ADK hides.

Not tools: the `before_tool_callback` function, a sub-agent, `google_search` (a built-in tool
instance, no function of this file).
"""

from typing import Any, Optional

from google.adk.agents import Agent, LlmAgent
from google.adk.tools import BaseTool, FunctionTool, LongRunningFunctionTool, ToolContext, google_search
from google.genai import types


def get_weather(city: str) -> dict[str, str]:
    """Retrieves the current weather report for a specified city.

    Args:
        city: The name of the city for which to retrieve the weather report.
    """
    return {"status": "success", "report": "sunny"}


def get_current_time(city: str, tool_context: ToolContext) -> dict[str, str]:
    """Returns the current time in a specified city."""
    tool_context.state["last_city"] = city
    return {"status": "success", "time": "10:30"}


def convert_timezone(time: str, source_tz: str, target_tz: str) -> str:
    """Convert a wall-clock time between timezones."""
    return time


def lookup_holiday(country: str, date: str) -> bool:
    """Whether a date is a public holiday in a country."""
    return False


def ask_for_approval(purpose: str, amount: float) -> dict[str, Any]:
    """Ask the manager to approve a reimbursement."""
    return {"status": "pending", "ticket_id": "approval-ticket-1"}


def log_tool_call(tool: BaseTool, args: dict[str, Any], tool_context: ToolContext) -> Optional[dict]:
    """A `before_tool_callback`, not a tool."""
    return None


# expect: google-adk OrderLookupTool lookup_order
class OrderLookupTool(BaseTool):
    """Looks an order up in the order service."""

    def __init__(self) -> None:
        super().__init__(name="lookup_order", description="Look up an order by its id.")

    def _get_declaration(self) -> Optional[types.FunctionDeclaration]:
        return types.FunctionDeclaration(
            name=self.name,
            description=self.description,
            parameters=types.Schema(
                type=types.Type.OBJECT,
                properties={"order_id": types.Schema(type=types.Type.STRING)},
                required=["order_id"],
            ),
        )

    async def run_async(self, *, args: dict[str, Any], tool_context: ToolContext) -> Any:
        return {"order_id": args["order_id"], "status": "shipped"}


search_agent = Agent(
    name="search_agent",
    model="gemini-2.5-flash",
    instruction="Answer with Google Search.",
    tools=[google_search],
)

# expect: google-adk get_weather get_weather
# expect: google-adk get_current_time get_current_time
# expect: google-adk convert_timezone convert_timezone
# expect: google-adk lookup_holiday lookup_holiday
# expect: google-adk ask_for_approval ask_for_approval
root_agent = Agent(
    name="weather_time_agent",
    model="gemini-2.5-flash",
    description="Agent to answer questions about the time and weather in a city.",
    instruction="You are a helpful agent who can answer user questions about the time and weather in a city.",
    tools=[
        get_weather,
        get_current_time,
        FunctionTool(func=convert_timezone),
        FunctionTool(lookup_holiday),
        LongRunningFunctionTool(func=ask_for_approval),
        OrderLookupTool(),
    ],
    sub_agents=[search_agent],
    before_tool_callback=log_tool_call,
)

# expect: google-adk get_exchange_rate get_exchange_rate
def get_exchange_rate(base: str, quote: str) -> float:
    """Exchange rate between two currencies."""
    return 1.0


finance_agent = LlmAgent(name="finance", model="gemini-2.5-pro", tools=[get_exchange_rate])

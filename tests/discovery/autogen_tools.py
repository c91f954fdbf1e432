"""autogen (`autogen_core`, `autogen_agentchat`): `FunctionTool`, `AssistantAgent(tools=[...])`
and `BaseTool[Args, Return]` subclasses.

Idioms: `FunctionTool(fn, description=...)`, `FunctionTool(fn, "desc", name="x")`, plain
functions in `AssistantAgent(name, model_client=..., tools=[...])` (the agent wraps each in a
`FunctionTool`), a `BaseTool[ArgsModel, ResultModel]` subclass that passes `name=` to
`super().__init__`.

Not tools: the args and result models, the tool class's `run`, a helper, the model client.
"""

from autogen_agentchat.agents import AssistantAgent
from autogen_core import CancellationToken
from autogen_core.tools import BaseTool, FunctionTool
from autogen_ext.models.openai import OpenAIChatCompletionClient
from pydantic import BaseModel


def get_stock_price(ticker: str, date: str) -> float:
    """Price of a stock on a date."""
    return 0.0


def get_weather(city: str) -> str:
    """Weather of a city."""
    return city


def convert_currency(amount: float, to: str) -> float:
    """Convert an amount of euros."""
    return amount


def _format(value: float) -> str:
    """Helper, not a tool."""
    return f"{value:.2f}"


# expect: autogen get_stock_price get_stock_price
stock_tool = FunctionTool(get_stock_price, description="Fetch the stock price for a ticker.")

# expect: autogen convert_currency fx
fx_tool = FunctionTool(convert_currency, "Convert money.", name="fx")


class ReverseArgs(BaseModel):
    text: str


class ReverseResult(BaseModel):
    reversed: str


# expect: autogen ReverseTool reverse_text
class ReverseTool(BaseTool[ReverseArgs, ReverseResult]):
    def __init__(self) -> None:
        super().__init__(
            args_type=ReverseArgs,
            return_type=ReverseResult,
            name="reverse_text",
            description="Reverse a text.",
        )

    async def run(self, args: ReverseArgs, cancellation_token: CancellationToken) -> ReverseResult:
        return ReverseResult(reversed=args.text[::-1])


client = OpenAIChatCompletionClient(model="gpt-4o")

# expect: autogen get_weather get_weather
agent = AssistantAgent(
    "assistant",
    model_client=client,
    tools=[get_weather, stock_tool, ReverseTool()],
)

"""langchain-core / langchain / langgraph: function tools.

Idioms: `@tool` bare, `@tool("name")` (first positional string is the name),
`@tool("name", parse_docstring=True)`, `@tool(args_schema=Model)` (name stays `__name__`),
`StructuredTool.from_function(fn, name=...)`, `StructuredTool.from_function(coroutine=...)`,
`Tool(name=..., func=..., description=...)`, undecorated functions passed to
`llm.bind_tools([...])`, to langgraph's `create_react_agent(model, tools)` (positional) and
to langchain 1.x `create_agent(model, tools=[...])`; `from langchain.tools import tool` (the
same decorator re-exported).

Not tools: a plain function that reaches no tool call, `@chain` (a runnable, not a tool).
"""

from typing import Literal

from langchain.agents import create_agent
from langchain.chat_models import init_chat_model
from langchain.tools import tool as lc_tool
from langchain_core.runnables import chain
from langchain_core.tools import StructuredTool, Tool, tool
from langchain_openai import ChatOpenAI
from langgraph.prebuilt import create_react_agent
from pydantic import BaseModel, Field


# expect: langchain multiply multiply
@tool
def multiply(a: int, b: int) -> int:
    """Multiply two integers."""
    return a * b


# expect: langchain search_api web_search
@tool("web_search", return_direct=False)
def search_api(query: str) -> str:
    """Search the public web."""
    return ""


# expect: langchain get_weather weather
@tool("weather", parse_docstring=True)
def get_weather(city: str, unit: Literal["c", "f"] = "c") -> str:
    """Current weather in a city.

    Args:
        city: City name.
        unit: Temperature unit.
    """
    return ""


class TransferInput(BaseModel):
    """Move money between two accounts."""

    source: str = Field(description="Account to debit")
    target: str = Field(description="Account to credit")
    amount: float = Field(gt=0)


# expect: langchain transfer transfer
@tool(args_schema=TransferInput)
def transfer(source: str, target: str, amount: float) -> str:
    """Transfer funds."""
    return "ok"


# expect: langchain word_count word_count
@lc_tool
def word_count(text: str) -> int:
    """Count the words of a text."""
    return len(text.split())


def lookup_order(order_id: str) -> dict[str, str]:
    """Fetch an order by id."""
    return {}


async def alookup_customer(customer_id: str) -> dict[str, str]:
    """Fetch a customer record."""
    return {}


def legacy_translate(text: str) -> str:
    """Translate text to English."""
    return text


# expect: langchain lookup_order order_lookup
order_tool = StructuredTool.from_function(lookup_order, name="order_lookup")
# expect: langchain alookup_customer customer_lookup
customer_tool = StructuredTool.from_function(coroutine=alookup_customer, name="customer_lookup")
# expect: langchain legacy_translate translate
translate_tool = Tool(name="translate", func=legacy_translate, description="Translate to English.")


def add(a: float, b: float) -> float:
    """Add two numbers."""
    return a + b


def subtract(a: float, b: float) -> float:
    """Subtract b from a."""
    return a - b


def convert_currency(amount: float, currency: str) -> float:
    """Convert an amount to euros."""
    return amount


def exchange_rate(currency: str) -> float:
    """Today's rate against the euro."""
    return 1.0


def _round_money(value: float) -> float:
    """Helper used by the tools; reaches no tool call."""
    return round(value, 2)


# expect: langchain add add
# expect: langchain subtract subtract
llm = ChatOpenAI(model="gpt-4o-mini").bind_tools([add, subtract, multiply], strict=True)

# expect: langchain convert_currency convert_currency
graph = create_react_agent(ChatOpenAI(model="gpt-4o"), [convert_currency, order_tool, search_api])

# expect: langchain exchange_rate exchange_rate
agent = create_agent(
    init_chat_model("anthropic:claude-sonnet-4-5"),
    tools=[exchange_rate, customer_tool, translate_tool, word_count],
)


@chain
def normalize(text: str) -> str:
    """A runnable, not a tool."""
    return text.strip()

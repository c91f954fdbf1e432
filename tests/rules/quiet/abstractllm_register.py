"""abstractllm tools restricted to the types it maps exactly (bare `list`/`dict` would lack
item types, so only scalars here), passed to `generate(tools=[...])`."""
from typing import Optional

from abstractllm import create_llm
from abstractllm.tools import ToolDefinition


def convert_currency(amount: float, source: str, target: str) -> str:
    """Convert an amount from one currency to another."""
    return ""


def exchange_rate(source: str, target: str, days_ago: Optional[int] = None) -> float:
    """Return an exchange rate, today's or that of some days ago."""
    return 1.0


definition = ToolDefinition.from_function(exchange_rate)
llm = create_llm("openai", model="gpt-4o-mini")
reply = llm.generate("How much is 20 EUR in JPY?", tools=[convert_currency, exchange_rate])

"""One file, several frameworks: `Agent` and `tool` from different packages under aliases.

Idioms: `Agent` imported from four frameworks under four aliases, `tool` from two, a
function handed to two frameworks (one expectation per framework), decorated tools of three
frameworks side by side.

Not tools: a plain function handed only to strands (strands skips bare callables).
"""

from agents import Agent as OpenAIAgent
from agents import function_tool
from google.adk.agents import Agent as AdkAgent
from langchain_core.tools import tool as lc_tool
from pydantic_ai import Agent as PydanticAgent
from strands import Agent as StrandsAgent
from strands import tool as strands_tool


def get_exchange_rate(base: str, quote: str) -> float:
    """Exchange rate between two currencies."""
    return 1.08


def get_inflation(country: str, year: int) -> float:
    """Inflation rate of a country in a year."""
    return 2.1


def plain_strands_candidate(country: str) -> str:
    """Only given to strands, which ignores bare callables: not a tool."""
    return country


# expect: openai-agents get_gdp gdp
@function_tool(name_override="gdp")
def get_gdp(country: str) -> float:
    """Gross domestic product of a country."""
    return 0.0


# expect: strands get_unemployment get_unemployment
@strands_tool
def get_unemployment(country: str) -> float:
    """Unemployment rate of a country."""
    return 5.0


# expect: langchain get_interest_rate get_interest_rate
@lc_tool
def get_interest_rate(central_bank: str) -> float:
    """Policy rate of a central bank."""
    return 4.0


# expect: pydantic-ai get_exchange_rate get_exchange_rate
# expect: google-adk get_exchange_rate get_exchange_rate
# expect: pydantic-ai get_inflation get_inflation
economist = PydanticAgent("openai:gpt-4o", tools=[get_exchange_rate, get_inflation])
adk_economist = AdkAgent(name="economist", model="gemini-2.5-flash", tools=[get_exchange_rate])
openai_economist = OpenAIAgent(name="economist", tools=[get_gdp])
strands_economist = StrandsAgent(tools=[get_unemployment, plain_strands_candidate])

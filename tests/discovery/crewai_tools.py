"""crewai (`from crewai.tools import BaseTool, tool`, `from crewai import Agent`).

Idioms: `@tool` bare, `@tool("name")` (the first positional string is the name; crewai later
sanitises names for function calling, so these fixtures use names that are already in
`[a-z0-9_]`), `@tool("name", result_as_answer=True)`, `@tool(max_usage_count=...)` (options
only), `BaseTool` subclasses with `name` / `description` / `args_schema` / `_run`, and tools
handed to `Agent(tools=[...])`.

Not tools: the `args_schema` models, a callback function, an undecorated helper.
"""

from typing import Type

from crewai import Agent, Crew, Task
from crewai.tools import BaseTool, tool
from pydantic import BaseModel, Field


# expect: crewai multiply multiply
@tool
def multiply(first_number: int, second_number: int) -> int:
    """Useful for when you need to multiply two numbers together."""
    return first_number * second_number


# expect: crewai search_news news_search
@tool("news_search")
def search_news(query: str, days: int = 7) -> str:
    """Search recent news articles about a topic."""
    return ""


# expect: crewai final_report final_report
@tool("final_report", result_as_answer=True)
def final_report(summary: str) -> str:
    """Publish the final report; its result is the crew's answer."""
    return summary


# expect: crewai fetch_page fetch_page
@tool(max_usage_count=3)
def fetch_page(url: str) -> str:
    """Download a web page and return its text."""
    return ""


class SentimentInput(BaseModel):
    """Input schema for SentimentTool."""

    text: str = Field(..., description="Text to analyse.")


# expect: crewai SentimentTool sentiment_analysis
class SentimentTool(BaseTool):
    name: str = "sentiment_analysis"
    description: str = "Classify the sentiment of a text as positive, negative or neutral."
    args_schema: Type[BaseModel] = SentimentInput

    def _run(self, text: str) -> str:
        return "neutral"


class CompanyInput(BaseModel):
    ticker: str = Field(..., description="Stock ticker, e.g. NVDA")


# expect: crewai CompanyProfileTool company_profile
class CompanyProfileTool(BaseTool):
    name: str = "company_profile"
    description: str = "Fetch a company's profile from its ticker."
    args_schema: Type[BaseModel] = CompanyInput

    def _run(self, ticker: str) -> str:
        return ticker


def _clean(text: str) -> str:
    """Helper, not a tool."""
    return text.strip()


def log_step(step_output: object) -> None:
    """A step callback, not a tool."""


researcher = Agent(
    role="Senior Research Analyst",
    goal="Uncover cutting-edge developments",
    backstory="You work at a leading tech think tank.",
    tools=[search_news, fetch_page, SentimentTool(), CompanyProfileTool()],
    step_callback=log_step,
)

writer = Agent(
    role="Writer",
    goal="Write the report",
    backstory="A careful technical writer.",
    tools=[multiply, final_report],
)

crew = Crew(
    agents=[researcher, writer],
    tasks=[Task(description="Research AI chips", expected_output="A report", agent=researcher)],
)

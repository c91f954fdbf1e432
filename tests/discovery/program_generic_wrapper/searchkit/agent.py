"""An agent using the factories of the other modules."""

# expect: none

from pydantic_ai import Agent

from searchkit.duckduckgo import duckduckgo_search_tool
from searchkit.tavily import tavily_search_tool

agent = Agent("openai:gpt-5", tools=[duckduckgo_search_tool(), tavily_search_tool(None)])

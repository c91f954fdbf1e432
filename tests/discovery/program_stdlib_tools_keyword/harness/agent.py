"""The agent that sends `search`."""

from pydantic_ai import Agent

from harness.search import search

agent = Agent("openai:gpt-5", tools=[search])

# expect: none

"""Builds the agents from the package's tools."""

# expect: none

from langchain.agents import create_agent
from pydantic_ai import Agent

from . import EXTRAS, TOOLS, hotels
from .hotels import book_hotel
from .rail import get_rail_tools

travel_agent = Agent(
    "openai:gpt-4o",
    tools=[*TOOLS, *EXTRAS, book_hotel, hotels.cancel_hotel],
)

rail_agent = create_agent("openai:gpt-4o-mini", tools=get_rail_tools())

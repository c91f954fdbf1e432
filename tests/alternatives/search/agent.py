"""Tools of other modules chosen by a ternary: one `search` is sent. Positive: both listed
in one agent's tools are two tools named `search`."""
import os

from langchain.agents import create_agent

from search.fast import search as search_fast
from search.slow import search as search_slow

FAST = os.environ.get("SEARCH_FAST") == "1"

agent = create_agent("openai:gpt-5", tools=[search_fast if FAST else search_slow])

both = create_agent("openai:gpt-5", tools=[search_fast, search_slow])  # expect: C001

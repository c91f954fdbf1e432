"""An agent registering a function of another module through a wrapper of a library outside
the workspace (`retry`), and one as written."""

# expect: none

from google.adk.agents import Agent
from retrying_lib import retry

from pages import fetch

web_agent = Agent(
    name="web",
    model="gemini-2.5-flash",
    tools=[retry(fetch.fetch_page), fetch.save_page],
)

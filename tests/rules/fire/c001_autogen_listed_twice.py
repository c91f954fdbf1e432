"""autogen: a function listed twice in `AssistantAgent(tools=[...])` makes the agent raise
`ValueError: Tool names must be unique: ['search_docs', 'search_docs']`."""
from autogen_agentchat.agents import AssistantAgent
from autogen_ext.models.openai import OpenAIChatCompletionClient


def search_docs(query: str) -> list[str]:
    """Search the documentation."""
    return []


def fetch_page(url: str) -> str:
    """Fetch a documentation page."""
    return ""


client = OpenAIChatCompletionClient(model="gpt-4o")
agent = AssistantAgent("docs", model_client=client, tools=[search_docs, fetch_page, search_docs])  # expect: C001

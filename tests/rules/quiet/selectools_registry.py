"""A selectools registry done right: valid names, str returns, Optional parameters."""
from typing import Literal, Optional

from selectools import Agent, ToolRegistry

registry = ToolRegistry()


@registry.tool(name="search_kb", description="Search the knowledge base.")
def search_knowledge_base(query: str, top_k: Optional[int] = None) -> str:
    """Search the knowledge base."""
    return ""


@registry.tool(description="Rate an answer.")
def rate_answer(answer_id: str, rating: Literal["good", "bad"]) -> str:
    """Rate an answer."""
    return ""


@registry.tool(description="Tag an answer.")
def tag_answer(answer_id: str, tags: list[str]) -> str:
    """Tag an answer."""
    return ""


agent = Agent(tools=[search_knowledge_base, rate_answer, tag_answer])

"""`strict_mode=False`: the schema keeps `required` to parameters without defaults, so the
defaults apply (openai-agents 0.24.0 `function_schema(f, strict_json_schema=False)`)."""
from typing import Optional

from agents import Agent, function_tool


@function_tool(strict_mode=False)
def search(query: str, limit: int = 10, tag: Optional[str] = None) -> list[str]:
    """Search the catalogue.

    Args:
        query: What to look for.
        limit: How many results.
        tag: Only items with this tag.
    """
    return []


agent = Agent(name="shop", tools=[search])

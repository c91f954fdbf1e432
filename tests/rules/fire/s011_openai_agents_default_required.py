"""openai-agents is strict by default: `ensure_strict_json_schema` requires every property,
keeps non-None defaults and drops `default: null` (openai-agents 0.24.0, goldens
`tests/goldens/openai-agents/c02_defaults.json`: `"limit": {"default": 10, ...}` with
`"required": ["query", "limit"]`)."""
from agents import Agent, function_tool


@function_tool
def search(
    query: str,
    limit: int = 10,  # expect: S011, S003
    tag: str = None,  # expect: S011, V003
) -> list[str]:
    """Search the catalogue.

    Args:
        query: What to look for.
        limit: How many results.
        tag: Only items with this tag.
    """
    return []


agent = Agent(name="shop", tools=[search])

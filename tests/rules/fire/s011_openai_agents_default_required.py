"""openai-agents is strict by default: `ensure_strict_json_schema` requires every property,
keeps non-None defaults and drops `default: null` (openai-agents 0.24.0, goldens
`tests/goldens/openai-agents/c02_defaults.json`: `"limit": {"default": 10, ...}` with
`"required": ["query", "limit"]`). A default kept on a parameter is one finding (S011, whose
message adds that Azure refuses the `default`); a default inside a model's field, which no
Python default of the tool makes required, is S003's alone. `tag: str = None` is V003's: the
type does not allow its default, and strict mode requiring it is a consequence of that one
cause (seed 59, zero-agent's S011 beside V003 judged redundant)."""
from agents import Agent, function_tool
from pydantic import BaseModel


class Page(BaseModel):
    size: int = 20  # expect: S003


@function_tool
def search(
    page: Page,
    query: str,
    limit: int = 10,  # expect: S011
    tag: str = None,  # expect: V003
) -> list[str]:
    """Search the catalogue.

    Args:
        query: What to look for.
        limit: How many results.
        tag: Only items with this tag.
    """
    return []


agent = Agent(name="shop", tools=[search])

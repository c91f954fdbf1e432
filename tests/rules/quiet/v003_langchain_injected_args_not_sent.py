"""Parameters langchain fills itself are not in any payload: `InjectedToolArg` and
`InjectedToolCallId` arguments are left out of `tool_call_schema` (ran langchain-core 1.8.2:
only `q` is sent), so the model never sees them, their defaults or their types. V003 ("libraries
disagree on whether it is nullable") and V001 ("Gemini's model never sees the default") have
nothing to say about them; the parameter the model fills is checked as usual (its description
states its default)."""
from typing import Annotated

from langchain_core.tools import InjectedToolArg, InjectedToolCallId, tool


@tool
def lookup(
    q: str,
    user_id: Annotated[str, InjectedToolArg] = None,
    tool_call_id: Annotated[str, InjectedToolCallId] = None,
) -> str:
    """Look up q for the user."""
    return q


@tool(parse_docstring=True)
def search(
    q: str,
    limit: int = 10,
    region: Annotated[str, InjectedToolArg] = "eu",
    retries: Annotated[int, InjectedToolArg()] = 3,
) -> str:
    """Search for q.

    Args:
        q: The query.
        limit: How many results (default: 10).
    """
    return q

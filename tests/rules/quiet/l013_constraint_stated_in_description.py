"""Constraints the description already states (langgraph-memanto's `memanto_remember`):
langchain-google-genai drops `minimum`, `maximum` and `pattern` from Gemini's declaration
(ran 4.4.2 on the user's path, `bind_tools` then `_prepare_request`), but the description
sent says "from 0.0 to 1.0" and lists every value the pattern allows, so the model knows the
limits. A description toolsight cannot read (an f-string holding a value computed at run time)
may state it too, so nothing is said about it."""
from typing import Annotated

from langchain_core.tools import tool
from pydantic import Field

from .catalog import load_kinds

KINDS = load_kinds()


@tool
def remember(
    memory_type: Annotated[
        str,
        Field(
            pattern=r"^(fact|preference|goal|decision)$",
            description="The type of memory: fact, preference, goal or decision.",
        ),
    ],
    confidence: Annotated[
        float,
        Field(ge=0.0, le=1.0, description="Confidence score from 0.0 to 1.0."),
    ],
    title: Annotated[str, Field(max_length=100, description="Short title (max 100 characters).")],
    kind: Annotated[str, Field(pattern=r"^[a-z]+$", description=f"The kind of memory, one of {KINDS}.")],
) -> str:
    """Store a memory."""
    return title

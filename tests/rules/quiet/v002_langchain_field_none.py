"""`str | None = Field(None, ...)` defaults to None (pydantic reads the Field's default), and
langchain validates arguments with pydantic, so a `null` from the model reaches the function
as None: neither V002 (None replaced by a default) nor V001 (a non-None default for Gemini)
applies."""
from langchain_core.tools import tool
from pydantic import Field


@tool
def list_messages(
    channel: str,
    cursor: str | None = Field(None, description="Where to continue."),
) -> list[str]:
    """List the latest messages of a channel.

    Args:
        channel: The channel to read.
    """
    return []

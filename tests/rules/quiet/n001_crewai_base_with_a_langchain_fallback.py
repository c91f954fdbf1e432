"""crewai's BaseTool imported in `try:`, langchain's as the fallback in the `except ImportError`
handler (and a stand-in class as the last resort): where crewai is installed the tool is a
crewai tool, and crewai sends `sanitize_tool_name(name)` ("post_message") to every provider, so
the spaces in `name` are no provider error (adam-network-crewai)."""
from typing import Any, Optional, Type

from pydantic import BaseModel, Field

try:
    from crewai.tools import BaseTool
except ImportError:
    try:
        from langchain_core.tools import BaseTool  # type: ignore
    except ImportError:

        class BaseTool:  # type: ignore
            name: str = ""
            description: str = ""
            args_schema: Optional[Type[BaseModel]] = None

            def _run(self, *args: Any, **kwargs: Any) -> Any:
                raise NotImplementedError


class PostInput(BaseModel):
    text: str = Field(..., description="The message text.")


class PostTool(BaseTool):
    name: str = "Post Message"
    description: str = "Post a message to the stream."
    args_schema: Type[BaseModel] = PostInput

    def _run(self, text: str) -> str:
        return text

"""A string default that the tool's description states on a line that does not name the
parameter: crewai-colony's "Colonies: general, ... (default: general)" and "Post types:
discussion (default), ..." for `colony="general"` and `post_type="discussion"`, and
crewai-swarmmemo's "Private by default." for `visibility="private"` (capitalised as a
sentence starts). crewai sends the tool description, so the model is told what leaving the
parameter out does, and L011 ("the model is not told the default") is answered. A string value
named as the default is about the parameter that has it, whichever line says it."""
from typing import Literal

from crewai.tools import BaseTool
from pydantic import BaseModel, Field


class ColonyCreatePost(BaseTool):
    name: str = "colony_create_post"
    description: str = (
        "Publish a new post on The Colony. Requires a title and body. "
        "Colonies: general, questions, findings, meta (default: general). "
        "Post types: discussion (default), analysis, question, finding."
    )

    def _run(self, title: str, body: str, colony: str = "general", post_type: str = "discussion") -> str:
        return title


class MemoryPutInput(BaseModel):
    key: str = Field(..., description="The key to write.")
    visibility: Literal["private", "public"] = Field("private", description="private (only you, signed) or public (anyone).")


class MemoryPut(BaseTool):
    name: str = "memory_put"
    description: str = "Store a value under a key. Private by default."
    args_schema: type[BaseModel] = MemoryPutInput

    def _run(self, key: str, visibility: str = "private") -> str:
        return key

"""A crewai `BaseTool` whose `args_schema` model is in this file (crewai-tools' bedrock code
interpreter shape): the schema findings about a property sit on the model's field that
defines it (its annotation for a type, its default for a dropped default), with the
`args_schema` assignment that brings the model in as a related location; not on the tool's
name."""
from typing import Any

from crewai.tools import BaseTool
from pydantic import BaseModel, Field


class WriteFilesInput(BaseModel):
    """Input for WriteFiles."""

    files: list[dict[str, str]] = Field(  # expect: L010
        description="List of dictionaries with path and text fields"
    )
    thread_id: str = Field(  # expect: L011
        default="default", description="Thread ID for the code interpreter session"
    )


class WriteFilesTool(BaseTool):
    """Tool for creating or updating files in the environment."""

    name: str = "write_files"
    description: str = "Create or update files in the environment"
    args_schema: type[BaseModel] = WriteFilesInput
    toolkit: Any = Field(default=None, exclude=True)

    def _run(self, files: list[dict[str, str]], thread_id: str = "default") -> str:
        return thread_id

"""A langchain `BaseTool` whose un-annotated `args_schema = InputSchema` names a class nested in
the tool class's own body: pydantic skips a nested type defined in the class namespace
(`_model_construction.inspect_namespace`), so the class statement does not raise, and the
tool's arguments are the nested model's fields (ran langchain-core 1.8.2 with pydantic 2.14.3:
`convert_to_openai_tool` gives `file_path` for the first tool and `path`, `content` for the
second). No L001."""
from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field


class ReadFileTool(BaseTool):
    """Tool for reading files."""

    name: str = "read_file"
    description: str = "Reads the content of a file."

    class InputSchema(BaseModel):
        file_path: str = Field(..., description="The path to the file to read")

    args_schema = InputSchema

    def _run(self, *args, **kwargs) -> str:
        return kwargs["file_path"]


class WriteFileTool(BaseTool):
    """Tool for writing files."""

    name: str = "write_file"
    description: str = "Writes content to a file."

    class InputSchema(BaseModel):
        path: str = Field(..., description="The file to write")
        content: str = Field(..., description="What to write")

    args_schema = InputSchema

    def _run(self, *args, **kwargs) -> str:
        return "Success"

"""Defaults the description already states, in the phrasings published tools use: the model
is told what leaving the parameter out does, so "the model is not told the default" (L011)
is answered. A crewai `args_schema` model's `Field` descriptions (crewai-tools'
file_writer_tool "Defaults to false, ..." and e2b_file_tool "(default 1)"), and an agno
docstring that names the default in words ("default Chinese" for "zh", agno's
baidusearch)."""
from agno.tools import tool
from crewai.tools import BaseTool
from pydantic import BaseModel, Field


class FileWriterToolInput(BaseModel):
    filename: str = Field(..., description="The file to write.")
    overwrite: bool = Field(
        False,
        description=(
            "Whether to replace the file when it already exists. "
            "Defaults to false, which reports an error instead of replacing existing content."
        ),
    )
    depth: int = Field(
        default=1,
        description="For action='list': how many levels deep to recurse (default 1).",
    )


class FileWriterTool(BaseTool):
    name: str = "file_writer_tool"
    description: str = "A tool to write content to a specified file."
    args_schema: type[BaseModel] = FileWriterToolInput

    def _run(self, filename: str, overwrite: bool = False, depth: int = 1) -> str:
        return filename


@tool
def baidu_search(query: str, max_results: int = 5, language: str = "zh") -> str:
    """Execute Baidu search and return results

    Args:
        query (str): Search keyword
        max_results (int, optional): Maximum number of results to return, default 5
        language (str, optional): Search language, default Chinese

    Returns:
        str: The results.
    """
    return query
